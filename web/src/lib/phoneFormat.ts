/** formatPhone and libphonenumber's metadata, in the chunk that ./phoneText loads when a number needs them. */
// eslint-disable-next-line no-restricted-imports -- the one module that may: it is only ever imported lazily
export { formatPhone } from '@hostel-admin/rules';
