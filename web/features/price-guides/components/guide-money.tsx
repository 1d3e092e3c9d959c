import { groupDigits } from '../../../../common/format';
import type { GuideMoney } from '../../../../common/api/price-guides';

export const leones = (money: GuideMoney) => `Le ${groupDigits(money.sll)}`;
export const dollars = (money: GuideMoney) => `$${groupDigits(money.usd)}`;

/** "Le 27,000" with "≈ $1,184" under it. */
export function GuideMoneyText({ money, className }: { money: GuideMoney; className?: string }) {
  return (
    <span className={className}>
      <span className="block">{leones(money)}</span>
      <span className="block text-xs font-normal text-slate-600">≈ {dollars(money)}</span>
    </span>
  );
}
