import type { Checkout, PaymentResult } from '@common/payments';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestClient } from '../../test/client';

/** The sandbox's card that always succeeds, and one it always declines. */
export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
export const DECLINED_CARD = '4000 0000 0000 0002';

let keySequence = 0;
/** A fresh Idempotency-Key for one purchase attempt. */
export const newKey = (): string => `tips-test-${Date.now()}-${(keySequence += 1)}`;

/** Starts a purchase (POST with an Idempotency-Key) and answers the response and its checkout. */
export async function start(
  client: TestClient,
  path: string,
  body: unknown,
  key = newKey(),
): Promise<{ response: LightMyRequestResponse; checkout: Checkout }> {
  const response = await client.post(path, body, { headers: { 'idempotency-key': key } });
  return { response, checkout: response.json() as Checkout };
}

/** Confirms a checkout with the sandbox card form (the test card that succeeds unless told otherwise). */
export function confirm(client: TestClient, checkout: Checkout, cardNumber = TEST_CARD.cardNumber) {
  return client.post('/api/payments/sandbox/confirm', {
    clientSecret: checkout.clientSecret,
    ...TEST_CARD,
    cardNumber,
  });
}

/** Starts and pays a purchase with the test card; fails the test unless both steps succeed. */
export async function pay(client: TestClient, path: string, body: unknown): Promise<Checkout> {
  const { response, checkout } = await start(client, path, body);
  expect(response.statusCode, response.body).toBe(200);
  const paid = await confirm(client, checkout);
  expect(paid.statusCode, paid.body).toBe(200);
  expect((paid.json() as PaymentResult).status).toBe('succeeded');
  return checkout;
}
