import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api';
import { requiredText } from '@/lib/form/rules';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { z } from '@/lib/form/zod';
import { system } from '@/lib/theme';
import { Form } from './Form';
import { FormAlert } from './FormAlert';
import { FormSubmit } from './FormSubmit';
import { FormTextField } from './FormTextField';

const schema = z.object({ name: requiredText('Name is required.'), email: z.string() });

function Harness({ onSave }: { onSave: (values: z.output<typeof schema>) => Promise<void> }) {
  const form = useSchemaForm(schema, { defaultValues: { name: '', email: '' }, focusFirstError: true });
  return (
    <Form form={form} onSubmit={form.submit(onSave)} aria-label="Harness">
      <FormAlert />
      <FormTextField name="name" label="Name" helperText="As on the ID" required />
      <FormTextField name="email" label="Email" />
      <FormSubmit>Save</FormSubmit>
    </Form>
  );
}

function setup(onSave = vi.fn(async () => undefined)) {
  const user = userEvent.setup();
  render(
    <ChakraProvider value={system}>
      <Harness onSave={onSave} />
    </ChakraProvider>,
  );
  return { user, onSave, name: screen.getByRole('textbox', { name: 'Name' }) };
}

const describedText = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the form kit', () => {
  it('shows a message after submit, linked by aria-invalid and aria-describedby, focused, and gone once the field changes', async () => {
    const { user, onSave, name } = setup();
    expect(describedText(name)).toBe('As on the ID');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(name)).toBe('Name is required.');
    expect(document.activeElement).toBe(name);
    expect(onSave).not.toHaveBeenCalled();

    await user.type(name, ' Asha ');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Asha', email: '' });
  });

  it('puts a server field error under the field of the same name and the rest in the alert', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(400, 'Invalid input', [
        { field: 'email', message: 'email must be an email' },
        { field: 'hostelId', message: 'Hostel not found' },
      ]);
    });
    const { user, name } = setup(onSave);
    await user.type(name, 'Asha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('email must be an email')).toBeTruthy();
    expect(describedText(email)).toBe('email must be an email');
    expect(screen.getByRole('alert').textContent).toContain('Hostel not found');
    expect(document.activeElement).toBe(email);
  });
});
