import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

/**
 * The phone filter sheet's dialog (Radix), a file of its own: the sheet's file also carries the filter fields,
 * which wide screens load for their side panel without ever opening a dialog.
 */
export default function SheetDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Filters"
        description="Narrow the listings down. Nothing changes until you press Show results."
        // Focus the sheet itself, not its first box: a phone keyboard popping up over the filters helps nobody.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}
