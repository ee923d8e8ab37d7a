/** portal §9, platform-contract §9 "Yearly cost = round(fixed + 12 × monthly + rate × consumption)". */
import { VIEWS } from '../../schemas/constants.js';

export interface YearlyCostInput {
  /** Fixed yearly fee. */
  readonly fixed: number;
  /** Monthly fee. */
  readonly monthly: number;
  /** Price per unit consumed. */
  readonly rate: number;
  /** Yearly consumption. */
  readonly consumption: number;
}

export function yearlyCost({ fixed, monthly, rate, consumption }: YearlyCostInput): number {
  return Math.round(fixed + VIEWS.YEAR_MONTHS * monthly + rate * consumption);
}
