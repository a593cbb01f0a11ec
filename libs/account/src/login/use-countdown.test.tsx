import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

it('counts down from when the code was sent, and stops at zero', () => {
  const sentAt = Date.now();
  const { result } = renderHook(() => useCountdown(sentAt, 60));
  expect(result.current).toBe(60);
  act(() => jest.advanceTimersByTime(15_000));
  expect(result.current).toBe(45);
  act(() => jest.advanceTimersByTime(60_000));
  expect(result.current).toBe(0);
  expect(jest.getTimerCount()).toBe(0);
});
