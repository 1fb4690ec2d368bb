import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ResidentPickerDocument } from '@/domain/housing/ResidentPicker/ResidentPicker.generated';
import { SignInVisitorDocument } from '@/features/visitors/graphql/SignInVisitor.generated';
import { fill } from '@/test/fill';
import { renderComponent } from '@/test/renderRoute';
import { visitorMessages } from '@hostel-admin/rules';
import { visitorRow } from '../visitors.mocks';
import { SignInVisitorDialog } from './SignInVisitorDialog';

const residents: MockLink.MockedResponse = {
  request: { query: ResidentPickerDocument, variables: () => true },
  maxUsageCount: 10,
  result: {
    data: {
      students: {
        __typename: 'StudentPage',
        totalCount: 2,
        items: [
          {
            __typename: 'Student',
            id: '1',
            name: 'Asha Verma',
            email: 'asha@example.com',
            phone: '+919876543210',
            roomNumber: 101,
          },
          {
            __typename: 'Student',
            id: '2',
            name: 'Ravi Kumar',
            email: 'ravi@example.com',
            phone: '+919876543211',
            roomNumber: 204,
          },
        ],
      },
    },
  },
};

/** signInVisitor answered in turn by `answers`; what was sent is kept. */
const signInMock = (sent: Record<string, unknown>[], answers: object[]): MockLink.MockedResponse => ({
  request: { query: SignInVisitorDocument, variables: () => true },
  maxUsageCount: Math.max(1, answers.length),
  result: (variables) => {
    sent.push(variables.input as Record<string, unknown>);
    return answers[sent.length - 1]!;
  },
});

/** The message Chakra's Field links to the control through aria-errormessage. */
function errorOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-errormessage');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function open(mocks: MockLink.MockedResponse[]) {
  const onOpenChange = vi.fn();
  const view = renderComponent(<SignInVisitorDialog open onOpenChange={onOpenChange} />, { mocks });
  const dialog = () => screen.getByRole('dialog', { name: 'Sign in visitor' });
  const field = (name: string) => within(dialog()).getByRole('textbox', { name });
  return { ...view, onOpenChange, dialog, field };
}

describe('SignInVisitorDialog', () => {
  it('says what is missing by each field when submitted empty, and sends nothing', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user, field, dialog } = open([residents, signInMock(sent, [])]);
    await within(dialog()).findByRole('radio', { name: /Asha Verma/ });
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    expect(errorOf(field('Visitor name'))).toBe(visitorMessages.nameRequired);
    expect(errorOf(field('Phone'))).toBe('Phone is required');
    expect(errorOf(field('Relation or purpose'))).toBe(visitorMessages.purposeRequired);
    expect(within(dialog()).getByText(visitorMessages.residentRequired)).toBeTruthy();
    expect(document.activeElement).toBe(field('Visitor name'));
    expect(sent).toEqual([]);
  });

  it('signs the visitor in: sends the input, shows a phone already inside by the phone, then closes with a toast', async () => {
    const sent: Record<string, unknown>[] = [];
    const conflict = {
      errors: [
        {
          message: visitorMessages.alreadyInside,
          extensions: { code: 'CONFLICT', fields: [{ field: 'phone', message: visitorMessages.alreadyInside }] },
        },
      ],
    };
    const done = { data: { signInVisitor: visitorRow('9', 'Ramesh Rao', { purpose: 'Father' }) } };
    const { user, field, dialog, onOpenChange } = open([residents, signInMock(sent, [conflict, done])]);
    await fill(user, field('Visitor name'), ' Ramesh Rao ');
    await fill(user, field('Phone'), '98765 43210');
    await fill(user, field('Relation or purpose'), 'Father');
    await user.click(await within(dialog()).findByRole('radio', { name: /Asha Verma/ }));
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'ID shown' }), 'Aadhaar');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(errorOf(field('Phone'))).toBe(visitorMessages.alreadyInside));
    const input = {
      name: 'Ramesh Rao',
      phone: '+919876543210',
      studentId: '1',
      purpose: 'Father',
      idType: 'aadhaar',
    };
    expect(sent).toEqual([input]);
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([input, input]);
    expect(await screen.findByText('Ramesh Rao signed in')).toBeTruthy();
    expect(screen.getByText('Visiting Asha Verma')).toBeTruthy();
  });
});
