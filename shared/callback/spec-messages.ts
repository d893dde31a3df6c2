/** The spec's texts (application-forms.md §5 "Callback (checked on submit)", §8), letter for letter: for tests. */
export const SPEC_MESSAGES = {
  name: 'Name should be atleast 3 characters long',
  mobile: 'Mobile Number should follow the format (09XXXXXXXXX)',
  agreement: 'You can only submit this form if you agree to our privacy statement and terms of use',
  store: 'Please select a Preferred Store.',
  required: 'This field is required',
} as const;
