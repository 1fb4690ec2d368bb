import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/test/renderRoute';
import { useUrlParams, type UrlParamChanges } from './useUrlParams';

function Probe({ changes, replace }: { changes: UrlParamChanges; replace?: boolean }) {
  const [params, update] = useUrlParams();
  return (
    <>
      <output aria-label="query">{params.toString()}</output>
      <Button onClick={() => update(changes, { replace })}>Change</Button>
    </>
  );
}

describe('useUrlParams', () => {
  it('sets, removes and keeps parameters as the changes say', async () => {
    const { router, user } = renderComponent(
      <Probe changes={{ filter: 'INSIDE', page: null, search: '', pageSize: undefined, month: 3 }} />,
      { at: '/?page=4&search=ravi&pageSize=50&tab=x' },
    );
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('status', { name: 'query' }).textContent).toBe('pageSize=50&tab=x&filter=INSIDE&month=3');
    expect(router.state.location.search).toBe('?pageSize=50&tab=x&filter=INSIDE&month=3');
  });

  it('renders each change at once instead of in a transition, and replaces the entry when asked', async () => {
    const { router, user } = renderComponent(<Probe changes={{ status: 'pending' }} replace />, { at: '/?page=2' });
    const navigate = vi.spyOn(router, 'navigate');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(navigate).toHaveBeenCalledWith(
      '?page=2&status=pending',
      expect.objectContaining({ flushSync: true, replace: true }),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
