import { useState, type FormEvent } from 'react';
import { exchangeRateInputSchema, todayInFreetown } from '../../../../common/schemas/exchange-rate';
import { EXCHANGE_RATE_MAX, EXCHANGE_RATE_MIN, formatApproxSll, rateDateLabel } from '../../../../common/exchange-rate';
import type { ExchangeRateAnswer } from '../../../../common/api/exchange-rate';
import { useSetExchangeRate } from '../../../lib/api/exchange-rate';
import { errorMessage, isApiError } from '../../../lib/api/http';
import { toast } from '../../../lib/use-toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

type Errors = Partial<Record<'sllPerUsd' | 'date', string>>;

/** The leone-per-dollar rate and its date; the same schema checks it here and on the server. */
export function ExchangeRateForm({ current }: { current: ExchangeRateAnswer }) {
  const [rate, setRate] = useState(String(current.sllPerUsd));
  const [date, setDate] = useState(todayInFreetown());
  const [errors, setErrors] = useState<Errors>({});
  const save = useSetExchangeRate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = exchangeRateInputSchema.safeParse({ sllPerUsd: rate.replace(/,/g, ''), date });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => toast({ title: 'Exchange rate saved', description: `Le ${saved.sllPerUsd} per $1, rate of ${rateDateLabel(saved.date)}.`, variant: 'success' }),
      onError: (error) => {
        if (isApiError(error) && error.fields) setErrors(error.fields as Errors);
        toast({ title: 'The rate was not saved', description: errorMessage(error, 'Check your connection and try again.'), variant: 'destructive' });
      },
    });
  };

  const preview = Number(rate.replace(/,/g, ''));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        id="rate-sll-per-usd"
        label="Leones (SLE) per US dollar"
        error={errors.sllPerUsd}
        hint={Number.isFinite(preview) && preview > 0 ? `At this rate $1,000 is ${formatApproxSll(1000, { sllPerUsd: preview, date })}.` : 'New leones, e.g. 22.8'}
      >
        {(aria) => (
          <Input {...aria} inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} min={EXCHANGE_RATE_MIN} max={EXCHANGE_RATE_MAX} autoComplete="off" />
        )}
      </FormField>
      <FormField id="rate-date" label="Date of the rate" error={errors.date} hint="The day you read the rate (bank or Bank of Sierra Leone).">
        {(aria) => <Input {...aria} type="date" value={date} max={todayInFreetown()} onChange={(e) => setDate(e.target.value)} />}
      </FormField>
      <Button type="submit" loading={save.isPending}>Save rate</Button>
    </form>
  );
}
