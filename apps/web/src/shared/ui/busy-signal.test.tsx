import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BusySignal } from './busy-signal';
import { PageLoader } from './page-loader';

// React schedules as in a browser (no act queue): what is tested is what an observer sees between tasks.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

const busy = () => document.documentElement.dataset.busy;

/** A promise the test settles by hand. */
function pending<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** The turns of the event loop a browser-side observer (the e2e runner) gets between tasks. */
async function busyOverTurns(turns: number): Promise<string[]> {
  const seen: string[] = [];
  for (let turn = 0; turn < turns; turn++) {
    await new Promise((resolve) => setTimeout(resolve));
    seen.push(busy() ?? 'unset');
  }
  return seen;
}

/** Renders the children beside the signal; `rerender` swaps them under the same query client. */
function withSignal(children: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (inside: React.ReactNode) => (
    <QueryClientProvider client={client}>
      <BusySignal />
      {inside}
    </QueryClientProvider>
  );
  const view = render(tree(children));
  return { rerender: (inside: React.ReactNode) => view.rerender(tree(inside)) };
}

describe('BusySignal', () => {
  it('reads busy while a query fetches and idle once its answer is shown', async () => {
    const answer = pending<string>();
    function Crops() {
      const { data } = useQuery({ queryKey: ['crops'], queryFn: () => answer.promise });
      return <p>{data ?? 'загрузка'}</p>;
    }
    withSignal(<Crops />);
    expect(await busyOverTurns(3)).toEqual(['true', 'true', 'true']);
    answer.settle('Пшеница');
    await screen.findByText('Пшеница');
    expect(await busyOverTurns(1)).toEqual(['false']);
  });

  it('never reads idle between an answer and the query that answer enables', async () => {
    const contract = pending<string>();
    const trips = pending<string>();
    function ContractTrips() {
      const first = useQuery({ queryKey: ['contract'], queryFn: () => contract.promise });
      const second = useQuery({
        queryKey: ['trips', first.data],
        queryFn: () => trips.promise,
        enabled: !!first.data,
      });
      return <p>{second.data ?? 'загрузка'}</p>;
    }
    withSignal(<ContractTrips />);
    // the observer's turns are queued before the answer lands, as a polling e2e runner's would be
    const seen = busyOverTurns(10);
    contract.settle('К-1');
    expect(await seen).not.toContain('false');
    trips.settle('3 рейса');
    await screen.findByText('3 рейса');
    expect(await busyOverTurns(1)).toEqual(['false']);
  });

  it('reads busy while a mutation runs', async () => {
    const saved = pending<void>();
    function Save() {
      const save = useMutation({ mutationFn: () => saved.promise });
      return (
        <button type="button" onClick={() => save.mutate()}>
          {save.isSuccess ? 'Сохранено' : 'Сохранить'}
        </button>
      );
    }
    withSignal(<Save />);
    expect(await busyOverTurns(1)).toEqual(['false']);
    screen.getByRole('button').click();
    expect(await busyOverTurns(2)).toEqual(['true', 'true']);
    saved.settle();
    await screen.findByText('Сохранено');
    expect(await busyOverTurns(1)).toEqual(['false']);
  });

  it('reads busy while a lazily loaded part shows its loader', async () => {
    const view = withSignal(<PageLoader />);
    expect(await busyOverTurns(2)).toEqual(['true', 'true']);
    view.rerender(<p>Страница</p>);
    expect(await busyOverTurns(1)).toEqual(['false']);
  });
});
