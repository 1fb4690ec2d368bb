import { useEffect, useSyncExternalStore } from 'react';

/**
 * A stored phone number as people read it: formatPhone's text (@hostel-admin/rules), without libphonenumber's
 * metadata (~25 KB of compressed JavaScript) on a page of Indian mobile numbers, what the server stores for residents
 * and users (issue 37). An Indian mobile ("+91" and 10 digits from 6 to 9) is formatted here, as libphonenumber does
 * (phoneText.test.tsx compares the two over every five-digit start); any other number shows as stored until the
 * metadata has loaded (asked for when such a number is shown), then formatted, and what shows it renders again.
 */

const INDIAN_MOBILE = /^\+91([6-9]\d{9})$/;

/**
 * India's formats for a ten-digit national number starting with 6 to 9, in the metadata's order (the first whose
 * leading digits match is used): libphonenumber-js's `IN` formats, each with its most detailed leading-digits
 * pattern, keeping only the alternatives that start with 6 to 9.
 */
const INDIAN_MOBILE_FORMATS: ReadonlyArray<readonly [leading: RegExp, groups: readonly number[]]> = [
  [/^(?:79(?:[1245]|3(?:[02-9]|1[0-24-9]))|80(?:[2-4]|6[0-589]))/, [2, 4, 4]],
  [
    /^(?:6(?:12(?:[2-6]|7[0-8])|74[2-7])|7(?:3171|5[15][2-6]|61[346]|88(?:[2-7]|82))|8(?:70[2-6]|84(?:[2356]|7[19])|91(?:[3-6]|7[19]))|73[134][2-6]|8(?:16|2[014]|3[126]|6[136]|7[78]|83)(?:[2-6]|7[19])|(?:6(?:[2-4]1|5[17]|6[13]|7(?:1|4[0189])|80)|7(?:12|88[01]))[2-7])/,
    [3, 3, 4],
  ],
  [
    /^(?:6(?:2(?:84|95)|355|8(?:28[235-7]|3))|73179|807(?:1|9[1-3])|(?:6(?:(?:1[1358]|2[2457]|3[2-4]|4[235-7]|5[2-689]|6[24578])\d|7(?:[23569]\d|8[0-57-9])|8(?:[14-6]\d|2[0-79]))|7(?:1(?:[013-8]\d|9[6-9])|3(?:2[0-49]|9[2-57])|5(?:2[1-3]|9[0-6])|6(?:0[5689]|2[5-9]|3[02-8]|4\d|5[0-367])|70[13-7]))[2-7])/,
    [4, 3, 3],
  ],
  [/^[6-9]/, [5, 5]],
];

/** An Indian mobile number in formatPhone's words ("+91 98765 43210"), or undefined for any other text. */
export function formatIndianMobile(stored: string): string | undefined {
  const national = INDIAN_MOBILE.exec(stored)?.[1];
  if (!national) return undefined;
  const groups = INDIAN_MOBILE_FORMATS.find(([leading]) => leading.test(national))![1];
  let start = 0;
  const parts = groups.map((length) => national.slice(start, (start += length)));
  return `+91 ${parts.join(' ')}`;
}

let formatLoaded: ((stored: string) => string) | undefined;
let loading: Promise<unknown> | undefined;
const listeners = new Set<() => void>();

/** Loads formatPhone with the metadata, once, and tells what shows a number; a failed load is tried again later. */
function loadFormatPhone(): void {
  loading ??= import('./phoneFormat').then(
    (loaded) => {
      formatLoaded = loaded.formatPhone;
      listeners.forEach((listener) => listener());
    },
    () => (loading = undefined),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentFormat = () => formatLoaded;

/**
 * A stored number as shown now: formatPhone's text when it can be had without waiting, else the number as stored
 * (asking for the metadata: what called this re-renders when it comes if it uses `usePhoneDisplay`). For text
 * built outside JSX (a dialog's words, a picker's description); in JSX, `PhoneText`.
 */
export function phoneDisplay(stored: string): string {
  const indian = formatIndianMobile(stored);
  if (indian !== undefined) return indian;
  if (formatLoaded) return formatLoaded(stored);
  loadFormatPhone();
  return stored;
}

/** `phoneDisplay`, for a component that builds text with it: renders again when the metadata has loaded. */
export function usePhoneDisplay(): (stored: string) => string {
  useSyncExternalStore(subscribe, currentFormat);
  return phoneDisplay;
}

/** The hook for one number: its text now, and again once the metadata has loaded when it needs it. */
export function useFormattedPhone(stored: string): string {
  const format = useSyncExternalStore(subscribe, currentFormat);
  const indian = formatIndianMobile(stored);
  const needsMetadata = indian === undefined && !format;
  useEffect(() => {
    if (needsMetadata) loadFormatPhone();
  }, [needsMetadata]);
  return indian ?? (format ? format(stored) : stored);
}

export type PhoneTextProps = {
  /** The number as stored (E.164, "+919876543210"). */
  value: string;
};

/** A stored phone number as people read it ("+91 98765 43210"). */
export function PhoneText({ value }: PhoneTextProps) {
  return useFormattedPhone(value);
}
