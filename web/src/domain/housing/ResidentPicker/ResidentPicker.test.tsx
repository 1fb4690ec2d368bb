import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Form } from '@/components/form/Form';
import { FormSubmit } from '@/components/form/FormSubmit';
import type { StudentsWhere } from '@/gql/graphql';
import { ResidentPickerDocument } from '@/domain/housing/ResidentPicker/ResidentPicker.generated';
import { choice } from '@/lib/form/rules';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { z } from '@/lib/form/zod';
import { renderComponent } from '@/test/renderRoute';
import { ResidentPicker, selectionTarget, type ResidentChoice, type Selection } from './ResidentPicker';
import type { ResidentRadioListProps } from './ResidentRadioList';

const resident = (id: string, name: string, roomNumber: number | null): ResidentChoice & { __typename: 'Student' } => ({
  __typename: 'Student',
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: `+9198765432${id.padStart(2, '0')}`,
  roomNumber,
});
const asha = resident('1', 'Asha Verma', 101);
const ravi = resident('2', 'Ravi Kumar', null);

type Variables = { where?: StudentsWhere; search: string | null; orderBy?: unknown; page: number; pageSize: number };

/** students(…) answered with `items` for exactly these variables; `sent` keeps each request's variables. */
function residentsMock(
  variables: Variables,
  items: ResidentChoice[],
  totalCount = items.length,
  sent?: Variables[],
): MockLink.MockedResponse {
  return {
    request: { query: ResidentPickerDocument, variables },
    maxUsageCount: 5,
    result: () => {
      sent?.push(variables);
      return { data: { students: { __typename: 'StudentPage', totalCount, items } } };
    },
  };
}
const oneVariables = (search: string | null, filter?: StudentsWhere): Variables => ({
  ...(filter && { where: filter }),
  search,
  page: 1,
  pageSize: 10,
});

const schema = z.object({ studentId: choice('Select a resident.') });
type DialogPicker = Omit<ResidentRadioListProps, 'name'>;

/** The Add Request dialog's picker, unless `picker` says otherwise. */
const requestPicker: DialogPicker = {
  label: 'Resident',
  searchLabel: 'Search residents',
  placeholder: 'Name, email or phone',
  emptyText: 'No residents found',
  describe: (r) => (r.roomNumber ? `Room ${r.roomNumber}` : 'No room'),
};

function DialogForm({ picker, onSave }: { picker: DialogPicker; onSave: (values: { studentId: string }) => void }) {
  const form = useSchemaForm(schema, { defaultValues: { studentId: '' } });
  return (
    <Form form={form} onSubmit={form.submit(async (values) => onSave(values))} aria-label="Dialog">
      <ResidentPicker name="studentId" {...picker} />
      <FormSubmit>Save</FormSubmit>
    </Form>
  );
}

function renderDialogPicker(mocks: MockLink.MockedResponse[], picker: Partial<DialogPicker> = {}) {
  const onSave = vi.fn();
  const view = renderComponent(<DialogForm picker={{ ...requestPicker, ...picker }} onSave={onSave} />, { mocks });
  return {
    ...view,
    onSave,
    search: () => screen.getByRole('textbox', { name: picker.searchLabel ?? 'Search residents' }),
  };
}

describe('ResidentPicker, one resident for a form', () => {
  it('lists current residents, searches once typing pauses, and puts the chosen one in the form', async () => {
    const sent: Variables[] = [];
    const onPick = vi.fn();
    const { user, onSave, search } = renderDialogPicker(
      [residentsMock(oneVariables(null), [asha, ravi], 2, sent), residentsMock(oneVariables('Ravi'), [ravi], 1, sent)],
      { onPick },
    );
    const group = await screen.findByRole('radiogroup', { name: 'Resident' });
    expect(within(group).getByRole('radio', { name: 'Asha Verma Room 101' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: 'Ravi Kumar No room' })).toBeTruthy();
    expect((search() as HTMLInputElement).placeholder).toBe('Name, email or phone');

    await user.type(search(), ' Ravi ');
    // One request for what was typed, trimmed: none per keystroke (a search without its mock would fail).
    await waitFor(() => expect(sent.map((variables) => variables.search)).toEqual([null, 'Ravi']));
    const found = await screen.findByRole('radio', { name: /Ravi Kumar/ });
    expect(screen.queryByRole('radio', { name: /Asha Verma/ })).toBeNull();
    await user.click(found);
    expect(onPick).toHaveBeenCalledWith('Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ studentId: '2' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nobody is listed in the screen’s words, without and with a search', async () => {
    const { user, search } = renderDialogPicker(
      [residentsMock(oneVariables(null), []), residentsMock(oneVariables('zz'), [])],
      {
        emptyText: 'No residents yet',
        noMatchText: 'No resident matches',
      },
    );
    expect(await screen.findByText('No residents yet')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.type(search(), 'zz');
    expect(await screen.findByText('No resident matches')).toBeTruthy();
  });

  it('refused without a choice: says why, marks the radios invalid and focuses the first', async () => {
    const { user, onSave } = renderDialogPicker([residentsMock(oneVariables(null), [asha, ravi])]);
    const first = await screen.findByRole('radio', { name: /Asha Verma/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Select a resident.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
    // Arrow keys move the choice within the group.
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /Ravi Kumar/ }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('still says why when a refusal comes with nobody listed', async () => {
    const { user } = renderDialogPicker([residentsMock(oneVariables(null), [])], { emptyText: 'No residents found' });
    await screen.findByText('No residents found');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Select a resident.')).toBeTruthy();
  });

  it('takes each screen’s filter, words and detail: Assign existing student lists residents without a bed by phone', async () => {
    const withoutBed = { hasBed: false };
    renderDialogPicker([residentsMock(oneVariables(null, withoutBed), [ravi], 12)], {
      filter: withoutBed,
      searchLabel: 'Search residents without a bed',
      describe: (r) => r.phone,
    });
    expect(await screen.findByRole('radio', { name: 'Ravi Kumar +919876543202' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search residents without a bed' })).toBeTruthy();
    expect(screen.getByText('Showing 1 of 12; search to narrow the list.')).toBeTruthy();
  });

  it('Sign in visitor: "Resident visited", a room when there is one and nothing more without', async () => {
    renderDialogPicker([residentsMock(oneVariables(null), [asha, ravi])], {
      label: 'Resident visited',
      describe: (r) => (r.roomNumber !== null ? `Room ${r.roomNumber}` : null),
    });
    const group = await screen.findByRole('radiogroup', { name: 'Resident visited' });
    expect(within(group).getByRole('radio', { name: 'Asha Verma Room 101' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: 'Ravi Kumar' })).toBeTruthy();
  });

  it('says in words when the residents could not load, and tries again', async () => {
    const { user } = renderDialogPicker([
      {
        request: { query: ResidentPickerDocument, variables: oneVariables(null) },
        error: new TypeError('Failed to fetch'),
      },
      residentsMock(oneVariables(null), [asha]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the residents')).toBeTruthy();
    expect(alert.textContent).not.toContain('Failed to fetch');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Asha Verma/ })).toBeTruthy();
  });
});

const tableVariables = (search: string | null, page = 1): Variables => ({
  search,
  orderBy: { field: 'name', direction: 'asc' },
  page,
  pageSize: 8,
});
const tableWords = {
  label: 'Students',
  searchLabel: 'Search students',
  placeholder: 'Search by name, email, phone or room',
  emptyText: 'No students yet',
  noMatchText: 'No students match your search',
};

function PageTable({ onChange, readOnly = false }: { onChange: (selection: Selection) => void; readOnly?: boolean }) {
  const [selection, setSelection] = useState<Selection>(new Map());
  const change = (next: Selection) => {
    setSelection(next);
    onChange(next);
  };
  return (
    <ResidentPicker
      {...tableWords}
      selection={selection}
      onSelectionChange={change}
      action={readOnly ? undefined : <button type="button">Charge</button>}
    />
  );
}

function renderPageTable(mocks: MockLink.MockedResponse[], readOnly = false) {
  const onChange = vi.fn<(selection: Selection) => void>();
  const view = renderComponent(<PageTable onChange={onChange} readOnly={readOnly} />, { mocks });
  const chosen = () => [...(onChange.mock.lastCall?.[0] ?? new Map()).entries()];
  return { ...view, chosen };
}

describe('ResidentPicker, any number for a page', () => {
  it('chooses residents one by one or a page at a time, keeps them across a search, and clears them', async () => {
    const { user, chosen, router } = renderPageTable([
      residentsMock(tableVariables(null), [asha, ravi]),
      residentsMock(tableVariables('asha'), [asha]),
    ]);
    const table = await screen.findByRole('table', { name: 'Students' });
    await within(table).findByRole('link', { name: 'Asha Verma' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    expect(chosen()).toEqual([['2', 'Ravi Kumar']]);
    expect(screen.getByText('1 resident selected')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'asha');
    await waitFor(() => expect(router.state.location.search).toBe('?search=asha'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ravi Kumar' })).toBeNull());
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(chosen()).toEqual([
      ['2', 'Ravi Kumar'],
      ['1', 'Asha Verma'],
    ]);
    expect(screen.getByText('2 residents selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(chosen()).toEqual([]);
  });

  it('says nobody is listed in the screen’s words, without and with a search, and chooses nothing when read only', async () => {
    const { user } = renderPageTable(
      [residentsMock(tableVariables(null), []), residentsMock(tableVariables('zz'), [])],
      true,
    );
    expect(await screen.findAllByText('No students yet')).not.toHaveLength(0);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'zz');
    expect(await screen.findAllByText('No students match your search')).not.toHaveLength(0);
  });

  it('names whom an action is on', () => {
    expect(selectionTarget(new Map([['1', 'Asha Verma']]))).toBe('Asha Verma');
    expect(
      selectionTarget(
        new Map([
          ['1', 'Asha Verma'],
          ['2', 'Ravi Kumar'],
        ]),
      ),
    ).toBe('Asha Verma and Ravi Kumar');
    expect(
      selectionTarget(
        new Map([
          ['1', 'A'],
          ['2', 'B'],
          ['3', 'C'],
        ]),
      ),
    ).toBe('A and 2 others');
  });
});
