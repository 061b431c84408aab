// The unit rule and the tokens (docs/decisions/011-units-and-tokens.md): 1rem is a tenth of the window width
// (SPEC.md §9), so rem appears only in src/app/tokens.css; every colour, font size, space and layer elsewhere is
// a token. stylelint.config.test.ts plants each kind of raw value and proves the rule refuses it.
const TOKENS_FILE = 'src/app/tokens.css'

const SPACING = '/^(margin|padding|gap|row-gap|column-gap)(-|$)/'

/** @type {import('stylelint').Config} */
export default {
  plugins: ['stylelint-declaration-strict-value'],
  rules: {
    'unit-disallowed-list': [['rem'], { message: 'rem is a tenth of the window width here: use a token' }],
    'color-no-hex': [true, { message: 'Colours come from src/app/tokens.css' }],
    'color-named': ['never', { message: 'Colours come from src/app/tokens.css' }],
    'function-disallowed-list': [
      ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'],
      { message: 'Colours come from src/app/tokens.css' },
    ],
    'scale-unlimited/declaration-strict-value': [
      ['font-size', 'z-index', SPACING],
      {
        expandShorthand: true,
        // a function could hide a raw length (calc(13px)): the one allowed is a negated space token, and
        // anything computed (the page gutter) is a token of its own
        ignoreFunctions: false,
        ignoreValues: {
          'font-size': ['inherit', '100%'],
          'z-index': ['auto', '0', '-1'],
          [SPACING]: ['0', 'auto', 'inherit', '1px', '-1px', '/^calc\\(-1 \\* var\\(--space-[0-9-]+\\)\\)$/'],
        },
        message: 'Use a token of src/app/tokens.css for "${property}" (found "${value}")',
      },
    ],
    'declaration-property-value-disallowed-list': [
      // a font shorthand would set a raw size; `font: inherit` is the one allowed value
      { font: ['/^(?!inherit$)/'] },
      { message: 'Write font-size with a token; `font` may only be `inherit`' },
    ],
  },
  overrides: [
    {
      files: [TOKENS_FILE],
      rules: {
        'unit-disallowed-list': null,
        'color-no-hex': null,
        'function-disallowed-list': null,
        'scale-unlimited/declaration-strict-value': null,
      },
    },
  ],
}
