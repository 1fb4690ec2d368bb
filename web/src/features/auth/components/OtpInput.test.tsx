import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OtpInput } from './OtpInput';

function Harness() {
  const [digits, setDigits] = useState(['', '', '', '', '', '']);
  return <OtpInput value={digits} onChange={setDigits} />;
}

function setup() {
  const user = userEvent.setup();
  render(<Harness />);
  const boxes = [1, 2, 3, 4, 5, 6].map((n) => screen.getByRole('textbox', { name: `Digit ${n}` }));
  return { user, boxes };
}

const values = (boxes: HTMLElement[]) => boxes.map((box) => (box as HTMLInputElement).value).join('');

describe('OtpInput', () => {
  it('renders six numeric single-digit boxes', () => {
    const { boxes } = setup();
    expect(boxes).toHaveLength(6);
    boxes.forEach((box) => expect(box.getAttribute('inputmode')).toBe('numeric'));
  });

  it('moves focus to the next box when a digit is typed', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[0]);
    await user.keyboard('4');
    expect(values(boxes)).toBe('4');
    expect(document.activeElement).toBe(boxes[1]);
    await user.keyboard('27');
    expect(values(boxes)).toBe('427');
    expect(document.activeElement).toBe(boxes[3]);
  });

  it('types a new code over a full one, even where a digit repeats', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[0]);
    await user.keyboard('000000');
    await user.click(boxes[0]);
    await user.keyboard('347100');
    expect(values(boxes)).toBe('347100');
    expect(document.activeElement).toBe(boxes[5]);
  });

  it('retypes a code whose digits match the boxes they land in', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[0]);
    await user.keyboard('000000');
    await user.click(boxes[0]);
    await user.keyboard('030559');
    expect(values(boxes)).toBe('030559');
  });

  it('moves focus back on Backspace in an empty box', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[0]);
    await user.keyboard('12');
    expect(document.activeElement).toBe(boxes[2]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes[1]);
    await user.keyboard('{Backspace}');
    expect(values(boxes)).toBe('1');
    expect(document.activeElement).toBe(boxes[1]);
  });

  it('fills every box from a pasted code', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[2]);
    await user.paste('123456');
    expect(values(boxes)).toBe('123456');
    expect(document.activeElement).toBe(boxes[5]);
  });

  it('strips non-digits when typing and pasting', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[0]);
    await user.keyboard('a');
    expect(values(boxes)).toBe('');
    expect(document.activeElement).toBe(boxes[0]);
    await user.paste('12-34 56');
    expect(values(boxes)).toBe('123456');
  });
});
