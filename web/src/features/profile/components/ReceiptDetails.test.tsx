import { screen, waitFor, within } from '@testing-library/react';
import {
  HostelReceiptDetailsDocument,
  SetHostelDetailsDocument,
} from '@/features/profile/graphql/ReceiptDetails.generated';
import { fill } from '@/test/fill';
import { renderComponent } from '@/test/renderRoute';
import { ReceiptDetails } from './ReceiptDetails';

const details = (phone: string | null, gstin: string | null, pan: string | null) => ({
  __typename: 'Hostel',
  id: '1',
  phone,
  gstin,
  pan,
});
const detailsMock = (phone: string | null = null, gstin: string | null = null, pan: string | null = null) => ({
  request: { query: HostelReceiptDetailsDocument },
  result: { data: { hostel: details(phone, gstin, pan) } },
});

const receiptForm = () => screen.findByRole('form', { name: 'Receipt details' });

describe('Hostel settings: Receipt details', () => {
  it('shows what receipts print and saves a phone and GSTIN as the server keeps them', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderComponent(<ReceiptDetails />, {
      mocks: [
        detailsMock('+919845012345', null, null),
        {
          request: { query: SetHostelDetailsDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return { data: { setHostelDetails: details('+919845012345', '29AAKCS1234M1Z5', null) } };
          },
        },
      ],
    });
    const form = await receiptForm();
    const phone = within(form).getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    expect(phone.value).toContain('98450');
    const save = within(form).getByRole('button', { name: 'Save receipt details' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await fill(user, within(form).getByRole('textbox', { name: 'GSTIN' }), '29aakcs1234m1z5');
    await user.click(save);
    expect(await screen.findByText('Receipt details saved')).toBeTruthy();
    expect(sent).toEqual([{ input: { phone: '+919845012345', gstin: '29AAKCS1234M1Z5', pan: null } }]);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    expect((within(form).getByRole('textbox', { name: 'GSTIN' }) as HTMLInputElement).value).toBe('29AAKCS1234M1Z5');
  });

  it('names a bad GSTIN or PAN under its field and sends nothing', async () => {
    const { user } = renderComponent(<ReceiptDetails />, { mocks: [detailsMock()] });
    const form = await receiptForm();
    const gstin = within(form).getByRole('textbox', { name: 'GSTIN' });
    await fill(user, gstin, '29AAKCS1234M1Z');
    await fill(user, within(form).getByRole('textbox', { name: 'PAN' }), 'AAKC1234MM');
    await user.click(within(form).getByRole('button', { name: 'Save receipt details' }));
    expect(
      await within(form).findByText(
        'GSTIN must be 15 characters: 2 digits of the state, the 10-character PAN, then 3 more (22AAAAA0000A1Z5).',
      ),
    ).toBeTruthy();
    expect(
      within(form).getByText('PAN must be 10 characters: 5 letters, 4 digits, 1 letter (AAAAA9999A).'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(gstin);
  });

  it("shows the server's refusal under the field it names", async () => {
    const { user } = renderComponent(<ReceiptDetails />, {
      mocks: [
        detailsMock(),
        {
          request: { query: SetHostelDetailsDocument, variables: () => true },
          result: {
            errors: [
              {
                message: 'PAN is wrong',
                extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'pan', message: 'PAN is not this one.' }] },
              },
            ],
          },
        },
      ],
    });
    const form = await receiptForm();
    await fill(user, within(form).getByRole('textbox', { name: 'PAN' }), 'AAKCS1234M');
    await user.click(within(form).getByRole('button', { name: 'Save receipt details' }));
    expect(await within(form).findByText('PAN is not this one.')).toBeTruthy();
  });
});
