import { screen, waitFor, within } from '@testing-library/react';
import { RequestTargetsDocument, SetRequestTargetsDocument } from '@/features/profile/graphql/RequestTargets.generated';
import { fill } from '@/test/fill';
import { renderComponent } from '@/test/renderRoute';
import { RequestTargets } from './RequestTargets';

const targets = (service: number, bed_room: number, food: number, others: number) =>
  Object.entries({ service, bed_room, food, others }).map(([type, hours]) => ({
    __typename: 'RequestTarget',
    type,
    hours,
  }));
const targetsMock = () => ({
  request: { query: RequestTargetsDocument },
  result: { data: { requestTargets: targets(24, 72, 48, 72) } },
});

describe('Hostel settings: Request targets', () => {
  it('shows each type’s hours and saves a change', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderComponent(<RequestTargets />, {
      mocks: [
        targetsMock(),
        {
          request: { query: SetRequestTargetsDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return { data: { setRequestTargets: targets(12, 72, 48, 72) } };
          },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Request targets' });
    const service = within(form).getByRole('textbox', { name: 'Service (hours)' }) as HTMLInputElement;
    expect(service.value).toBe('24');
    expect((within(form).getByRole('textbox', { name: 'Food change (hours)' }) as HTMLInputElement).value).toBe('48');
    await fill(user, service, '12');
    await user.click(within(form).getByRole('button', { name: 'Save request targets' }));
    expect(await screen.findByText('Request targets saved')).toBeTruthy();
    expect(sent).toEqual([{ input: { service: 12, bed_room: 72, food: 48, others: 72 } }]);
  });

  it('names hours out of bounds under the field and sends nothing', async () => {
    const { user } = renderComponent(<RequestTargets />, { mocks: [targetsMock()] });
    const form = await screen.findByRole('form', { name: 'Request targets' });
    await fill(user, within(form).getByRole('textbox', { name: 'Others (hours)' }), '721');
    await user.click(within(form).getByRole('button', { name: 'Save request targets' }));
    await waitFor(() =>
      expect(within(form).getByText('A target must be a whole number of hours from 1 to 720.')).toBeTruthy(),
    );
  });
});
