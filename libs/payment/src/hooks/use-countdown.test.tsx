import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('counts down to zero and starts again on restart', () => {
  const { result } = renderHook(() => useCountdown(3));
  expect(result.current.left).toBe(3);
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current.left).toBe(2);
  act(() => jest.advanceTimersByTime(5000));
  expect(result.current.left).toBe(0);
  act(() => result.current.restart());
  expect(result.current.left).toBe(3);
});
