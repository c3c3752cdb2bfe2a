import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every paid product's type (transactions.payment_type), as stored since each was introduced. */
const PAYMENT_TYPES = [
  'subscription',
  'tip',
  'fan_subscription',
  'gift',
  'beat_purchase',
  'nft_purchase',
  'collab_fee',
  'course_enrollment',
];
import { jobDefinitions, modules, paymentPlugs, periodicTasks, socketHandlers } from './index';
import { paymentHook, refundHook } from './payments/fulfilment';

const featureFolders = fs
  .readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the module list', () => {
  it('names every feature folder once, by its folder name, after the platform’s own module', () => {
    const names = modules.map((module) => module.name);
    expect(names[0]).toBe('platform');
    expect(names.slice(1).sort()).toEqual(featureFolders);
    expect(new Set(names).size).toBe(names.length);
    for (const folder of featureFolders) {
      expect(fs.existsSync(path.join(import.meta.dirname, folder, 'module.ts')), folder).toBe(true);
    }
  });

  it('defines each job type once, each in a lane: media work, account mail, campaigns and notification fan-out apart', () => {
    const types = jobDefinitions.map((job) => job.type);
    expect(new Set(types).size).toBe(types.length);
    const lanes: Record<string, string[]> = {};
    for (const job of jobDefinitions) (lanes[job.lane.name] ??= []).push(job.type);
    expect(lanes).toEqual({
      media: ['analyse-track', 'make-preview', 'hit-analysis'],
      mail: ['send-mail'],
      campaign: ['send-campaign'],
      notifications: ['fan-out-new-track'],
    });
  });

  it('runs each periodic task apart, named once', () => {
    const names = periodicTasks.map((task) => task.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(
      [
        'collaboration proposal expiry',
        'counter-notice sweep',
        'hit-features',
        'hit-uploads',
        'measure-tempo-key',
        'notification digest',
        'party reminder dispatch',
        'previews',
        'refund sweep',
        'search popularity',
        'session sweep',
        'suspension sweep',
        'visitor-covers',
      ].sort(),
    );
  });

  it('plugs in every payment type once, and the listening rooms’ socket handlers', () => {
    const plugged = paymentPlugs.flatMap((plug) => (plug.products ?? []).map((product) => product.type));
    expect(plugged.sort()).toEqual([...PAYMENT_TYPES].sort());
    for (const product of paymentPlugs.flatMap((plug) => plug.products ?? [])) {
      expect(product.label, product.type).toMatch(/^[A-Z]/);
    }
    expect(paymentPlugs.filter((plug) => plug.subscriptions)).toHaveLength(1);
    expect(socketHandlers).toHaveLength(8);
  });
});

describe('building the app', () => {
  it('installs what each paid product does as its payments settle and end (importing a module registers nothing)', async () => {
    // Every module is imported by now (the list above): none registered a hook as a side effect.
    for (const type of PAYMENT_TYPES) expect(paymentHook(type, 'succeeded'), type).toBeUndefined();
    const { createDb } = await import('../db/connection');
    const { migrateToLatest } = await import('../db/migrate');
    const { buildTestApp } = await import('../test/app');
    const database = createDb({ databaseUrl: null, sqlitePath: ':memory:' });
    await migrateToLatest(database.db);
    const app = await buildTestApp(database);
    try {
      for (const type of PAYMENT_TYPES) expect(paymentHook(type, 'succeeded'), type).toBeTypeOf('function');
      for (const type of ['nft_purchase', 'collab_fee', 'subscription']) {
        expect(paymentHook(type, 'failed'), type).toBeTypeOf('function');
      }
      for (const type of PAYMENT_TYPES.filter((type) => type !== 'tip')) {
        expect(refundHook(type), type).toBeTypeOf('function');
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
