import { DEFAULT_PLAN_ID, findPlan, PLANS } from '@common/plans';
import { describe, expect, it } from 'vitest';
import { PLAN_TAGLINES } from './planTaglines';
import { subscribeLabel } from './subscribeLabel';

describe('subscribeLabel', () => {
  it('asks for a plan until one is chosen', () => {
    expect(subscribeLabel(undefined)).toBe('Select a plan');
  });

  it.each([
    ['price_basic', 'Subscribe to Artist Basic ($4.99/month)'],
    ['price_pro', 'Subscribe to Artist Pro ($9.99/month)'],
    ['price_dj', 'Subscribe to DJ Premium ($14.99/month)'],
  ])('names %s with its monthly price', (id, label) => {
    expect(subscribeLabel(findPlan(id))).toBe(label);
  });
});

describe('plans (part 1, section 9)', () => {
  it('are Basic, Pro and DJ Premium, Pro first shown, prices in dollars and cents', () => {
    expect(PLANS.map((plan) => [plan.id, plan.name, plan.tabLabel, plan.price, plan.priceCents])).toEqual([
      ['price_basic', 'Artist Basic', 'Basic', 4.99, 499],
      ['price_pro', 'Artist Pro', 'Pro', 9.99, 999],
      ['price_dj', 'DJ Premium', 'DJ Premium', 14.99, 1499],
    ]);
    expect(DEFAULT_PLAN_ID).toBe('price_pro');
  });

  it('list their features and have a tagline in the dialog', () => {
    expect(findPlan('price_basic')?.features).toContain('10 tracks per month');
    expect(findPlan('price_pro')?.features).toContain('Verified artist badge');
    expect(findPlan('price_dj')?.features).toContain('Host unlimited listening parties');
    for (const plan of PLANS) expect(PLAN_TAGLINES[plan.id]).toBeTruthy();
  });
});
