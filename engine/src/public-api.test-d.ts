import { expectTypeOf, test } from 'vitest';
import {
  type ChipKey,
  type ChipStrategy,
  classifyGameweek,
  type GameweekType,
  hitCost,
  planTransfers,
  recommendChips,
  type TransferPlan,
} from './index.js';
import { PRICING_PLANS, type PricingPlan, type Tier } from './pricing/index.js';

test('the public API carries the domain types', () => {
  expectTypeOf(classifyGameweek).returns.toEqualTypeOf<GameweekType>();
  expectTypeOf(recommendChips).returns.toEqualTypeOf<ChipStrategy>();
  expectTypeOf(planTransfers).returns.toEqualTypeOf<TransferPlan>();
  expectTypeOf(hitCost).returns.toEqualTypeOf<number>();
  expectTypeOf<
    'wildcard_1' | 'wildcard_2' | 'free_hit' | 'bench_boost' | 'triple_captain'
  >().toExtend<ChipKey>();
  expectTypeOf<GameweekType>().toEqualTypeOf<'normal' | 'dgw' | 'bgw'>();
});

test('a pricing plan is its own type, apart from transfer plans', () => {
  expectTypeOf(PRICING_PLANS).toEqualTypeOf<Readonly<Record<Tier, PricingPlan>>>();
  expectTypeOf<PricingPlan>().not.toExtend<TransferPlan>();
});
