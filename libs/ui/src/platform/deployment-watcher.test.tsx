import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { renderUi } from '../test-utils/render';
import { Toaster } from '../overlays/toaster';
import { useDeploymentWatcher, type DeploymentWatcherOptions } from './deployment-watcher';

function Watcher(props: DeploymentWatcherOptions) {
  useDeploymentWatcher(props);
  return <Toaster />;
}

const realFetch = global.fetch;
let fetchMock: jest.Mock;
const answer = (version: string) => Promise.resolve(new Response(JSON.stringify({ version })));

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
  global.fetch = realFetch;
});

/** Advances fake time and lets the fetch promises settle. */
const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe('useDeploymentWatcher', () => {
  it('polls version.json without the cache every interval and stays quiet while the version is the same', async () => {
    fetchMock.mockImplementation(() => answer('1.0.0'));
    renderUi(<Watcher currentVersion="1.0.0" intervalMs={60_000} />);
    expect(fetchMock).not.toHaveBeenCalled();
    await tick(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
    await tick(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('A new version of the site is available')).not.toBeInTheDocument();
  });

  it('offers a reload toast when a new version is deployed; it closes after 5000 ms like every toast', async () => {
    const onReload = jest.fn();
    fetchMock.mockImplementation(() => answer('1.1.0'));
    renderUi(
      <Watcher currentVersion="1.0.0" url="/app/version.json" intervalMs={60_000} onReload={onReload} />,
      {
        lang: 'ru',
      },
    );
    await tick(60_000);
    expect(fetchMock).toHaveBeenCalledWith('/app/version.json', expect.anything());
    expect(screen.getByText('Доступна новая версия сайта')).toBeInTheDocument();
    await tick(4000);
    expect(screen.getAllByText('Доступна новая версия сайта')).toHaveLength(1);
    await tick(2000); // closed at 5000 ms ...
    await tick(1000); // ... and removed 1000 ms later (react-hot-toast's exit)
    expect(screen.queryByText('Доступна новая версия сайта')).not.toBeInTheDocument();
    // Closed by time, not by the visitor: the next check (at 120 s) offers it again, and Reload reloads.
    await tick(53_500);
    expect(screen.getByText('Доступна новая версия сайта')).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('asks no more once the visitor closes the toast', async () => {
    fetchMock.mockImplementation(() => answer('1.1.0'));
    renderUi(<Watcher currentVersion="1.0.0" intervalMs={60_000} />);
    await tick(60_000);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await tick(1000);
    expect(screen.queryByText('A new version of the site is available')).not.toBeInTheDocument();
    await tick(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('A new version of the site is available')).not.toBeInTheDocument();
  });

  it('checks when the tab becomes visible again', async () => {
    fetchMock.mockImplementation(() => answer('2.0.0'));
    renderUi(<Watcher currentVersion="1.0.0" />);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('A new version of the site is available')).toBeInTheDocument();
  });

  it('checks on window focus', async () => {
    fetchMock.mockImplementation(() => answer('1.0.0'));
    renderUi(<Watcher currentVersion="1.0.0" />);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ignores network errors and bad answers, then still notices a new version', async () => {
    fetchMock
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
      .mockImplementationOnce(() => Promise.resolve(new Response('<html>', { status: 200 })))
      .mockImplementationOnce(() => Promise.resolve(new Response('', { status: 503 })))
      .mockImplementation(() => answer('1.0.1'));
    const errors = jest.spyOn(console, 'error');
    renderUi(<Watcher currentVersion="1.0.0" intervalMs={1000} />);
    await tick(3000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.queryByText('A new version of the site is available')).not.toBeInTheDocument();
    await tick(1000);
    expect(screen.getByText('A new version of the site is available')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('stops polling when unmounted', async () => {
    fetchMock.mockImplementation(() => answer('1.0.0'));
    const { unmount } = renderUi(<Watcher currentVersion="1.0.0" intervalMs={1000} />);
    unmount();
    await tick(5000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
