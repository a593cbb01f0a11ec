import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { settledWith, suspendOn } from './suspend';

function Value({ promise }: { promise: Promise<string> }) {
  return <p>{suspendOn(promise)}</p>;
}

describe('suspendOn', () => {
  it('shows the fallback until the promise resolves, then its value', async () => {
    let resolve: (value: string) => void = () => undefined;
    const promise = new Promise<string>((r) => (resolve = r));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Value promise={promise} />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    resolve('loaded');
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });

  it('reads a settled promise at once, without a fallback', () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Value promise={settledWith('at once')} />
      </Suspense>,
    );
    expect(screen.getByText('at once')).toBeInTheDocument();
  });

  it('throws the error of a rejected promise once it has settled', async () => {
    const promise = Promise.reject(new Error('boom'));
    expect(() => suspendOn(promise)).toThrow(expect.any(Promise) as unknown as Error);
    await promise.catch(() => undefined);
    await Promise.resolve();
    expect(() => suspendOn(promise)).toThrow('boom');
  });
});
