import { UserCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { useRepeatedNoShows } from '../../../lib/api/viewings';

const TYPE_TEXT: Record<string, string> = { seeker: 'Home hunter', owner: 'Owner', agent: 'Agent' };

/**
 * People the other side marked "did not come" at least twice, with how many of those they say took place
 * (decision 0021): a pattern to look into, never a verdict; nothing is decided from it automatically.
 */
export function RepeatedNoShows() {
  const list = useRepeatedNoShows();
  let body;
  if (list.isPending) body = <LoadingState label="Loading repeated no-shows..." className="min-h-24" />;
  else if (list.isError) {
    body = <LoadError title="The no-shows could not be loaded" error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.items.length === 0) {
    body = <EmptyState icon={UserCheck} title="No repeated no-shows" description="Nobody has been marked “did not come” twice." />;
  } else {
    body = (
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr><th scope="col" className="px-4 py-2.5 font-semibold">Person</th><th scope="col" className="px-4 py-2.5 font-semibold">Marked “did not come”</th><th scope="col" className="px-4 py-2.5 font-semibold">Of those, they say it took place</th></tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.items.map((p) => (
              <tr key={p.userId} data-testid="no-show-row">
                <td className="px-4 py-2.5"><span className="font-semibold text-slate-900">{p.name}</span><span className="block text-slate-600">{TYPE_TEXT[p.userType ?? ''] ?? 'Member'}</span></td>
                <td className="px-4 py-2.5 text-slate-900">{p.markedNoShow}</td>
                <td className="px-4 py-2.5 text-slate-900">{p.disputed > 0 ? `${p.disputed} (disputed)` : '0'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.hasNextPage ? <div className="p-3"><Button variant="outline" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>Load more</Button></div> : null}
      </div>
    );
  }
  return (
    <div id="no-shows" className="space-y-2">
      <h3 className="font-semibold text-slate-900">Repeated no-shows</h3>
      {body}
    </div>
  );
}
