import { act, render, screen } from '@testing-library/react';
import { formatPhone } from '@hostel-admin/rules';

/** The same numbers on every run: a small linear congruential generator. */
function digitSource(seed: number) {
  let state = seed;
  return (count: number) => {
    let digits = '';
    for (let i = 0; i < count; i++) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      digits += String(state % 10);
    }
    return digits;
  };
}

describe('formatIndianMobile', () => {
  it('gives formatPhone’s text for an Indian mobile starting with any five digits from 60000 to 99999', async () => {
    const { formatIndianMobile } = await import('./phoneText');
    const digits = digitSource(37);
    // libphonenumber's Indian formats tell numbers apart by at most their first five digits: every start is tried.
    const numbers = Array.from({ length: 40_000 }, (_, i) => `+91${60_000 + i}${digits(5)}`);
    const differing = numbers.filter((number) => formatIndianMobile(number) !== formatPhone(number));
    expect(differing).toEqual([]);
    // The four formats all occur: "+91 98765 43210", "+91 612 345 6789", "+91 6111 234 567", "+91 79 1234 5678".
    const shapes = new Set(numbers.map((number) => formatIndianMobile(number)!.replace(/\d/g, '0')));
    expect(shapes.size).toBe(4);
  });

  it('gives formatPhone’s text for random Indian mobiles', async () => {
    const { formatIndianMobile } = await import('./phoneText');
    const digits = digitSource(2026);
    for (let i = 0; i < 3000; i++) {
      const number = `+91${'6789'[i % 4]}${digits(9)}`;
      expect(formatIndianMobile(number)).toBe(formatPhone(number));
    }
  });

  it('claims no other number', async () => {
    const { formatIndianMobile } = await import('./phoneText');
    for (const other of ['+915123456789', '+91987654321', '+9198765432100', '9876543210', '+447911123456', '', 'x'])
      expect(formatIndianMobile(other)).toBeUndefined();
  });
});

describe('PhoneText', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.doUnmock('./phoneFormat'));

  it('shows an Indian mobile formatted at once, without the metadata', async () => {
    const loadMetadata = vi.fn(() => ({ formatPhone }));
    vi.doMock('./phoneFormat', loadMetadata);
    const { PhoneText } = await import('./phoneText');
    render(<PhoneText value="+916123456789" />);
    expect(screen.getByText('+91 612 345 6789')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loadMetadata).not.toHaveBeenCalled();
  });

  it('shows another number as stored, then formatted once the metadata has loaded', async () => {
    const { PhoneText } = await import('./phoneText');
    render(
      <p>
        <PhoneText value="+447911123456" /> and <PhoneText value="+16502530000" />
      </p>,
    );
    expect(screen.getByText('+447911123456 and +16502530000')).toBeTruthy();
    expect(await screen.findByText('+44 7911 123456 and +1 650 253 0000')).toBeTruthy();
  });

  it('renders a component using phoneDisplay again once the metadata has loaded', async () => {
    const { usePhoneDisplay } = await import('./phoneText');
    function Sentence({ phone }: { phone: string }) {
      const phoneDisplay = usePhoneDisplay();
      return <p>{`A code goes to ${phoneDisplay(phone)}.`}</p>;
    }
    render(<Sentence phone="+447911123456" />);
    expect(screen.getByText('A code goes to +447911123456.')).toBeTruthy();
    expect(await screen.findByText('A code goes to +44 7911 123456.')).toBeTruthy();
  });
});
