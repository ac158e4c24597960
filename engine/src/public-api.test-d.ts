import { expectTypeOf, test } from 'vitest';
import {
  type ChipKey,
  type ChipStrategy,
  classifyGameweek,
  type GameweekType,
  PLANS,
  recommendChips,
  type Tier,
} from './index.js';

test('the public API carries the spec’s types', () => {
  expectTypeOf(classifyGameweek).returns.toEqualTypeOf<GameweekType>();
  expectTypeOf(recommendChips).returns.toEqualTypeOf<ChipStrategy>();
  expectTypeOf<
    'wildcard_1' | 'wildcard_2' | 'free_hit' | 'bench_boost' | 'triple_captain'
  >().toExtend<ChipKey>();
  expectTypeOf(PLANS).toEqualTypeOf<Readonly<Record<Tier, (typeof PLANS)[Tier]>>>();
  expectTypeOf<GameweekType>().toEqualTypeOf<'normal' | 'dgw' | 'bgw'>();
});
