// Lint: typescript-eslint, react-hooks, jsx-a11y, and the one-way import flow of STYLE.md
// (openapi → src/api → machines → src/features → src/app; only the mock bootstrap imports mocks/).
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The files that can hold a React component or hook (react-hooks' compiler rules read only these). */
export const REACT_CODE = ['**/*.tsx', '**/use-*.ts', 'src/lib/flow.ts']

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map(([group, message]) => ({ group, message })), paths },
  ],
})

// every flow actor goes through src/lib/flow so that ?inspect reaches it (issue 6)
const flowActorsOnly = [
  {
    name: '@xstate/react',
    importNames: ['useActorRef', 'useMachine', 'useActor'],
    message: 'Create flow actors with useFlowActor from src/lib/flow (inspectable with ?inspect)',
  },
  {
    name: 'xstate',
    importNames: ['createActor'],
    message: 'Create flow actors with createFlowActor from src/lib/flow (inspectable with ?inspect)',
  },
]

// Issue 15 item 2: a JSX href holds a literal, a site path template (`/…` or `#…`, never `//`), or the result
// of the one gate for data-built links in src/lib/external-url.ts; a value from the server cannot reach an
// href any other way (src/lib/external-url.lint.test.ts proves the rule).
// (on DOM elements: a component's `href` prop reaches a DOM href inside it, where the rule applies)
const HREF =
  "JSXOpeningElement[name.type='JSXIdentifier'][name.name=/^[a-z]/] > JSXAttribute[name.name='href'] > JSXExpressionContainer"
// Issue 24 item 6: Spanish CLDR data groups a number only from five digits on ("5000" beside "29.700"), so a count
// is written by formatCount of src/i18n/format (and a message's {n, number} by the dictionary, group-numbers.ts)
// Production builds drop every message descriptor's defaultMessage (scripts/vite-plugins.ts): code that reads it
// works in tests and mock builds and breaks in production. The checkout read it when its module loaded, and its
// screen could not open in a production build (session 20). Texts come from the dictionary by id
// (src/i18n/text-pattern.ts, react-intl); only the mock, which runs in mock builds, reads descriptors.
const noDefaultMessageReads = [
  {
    selector: "MemberExpression[property.name='defaultMessage']",
    message:
      'Production builds drop defaultMessage: read the text from the dictionary by id (src/i18n/text-pattern.ts, react-intl)',
  },
]
// A full storage quota throws from setItem (issue 26, bad input): every write goes through src/lib/storage.ts,
// which keeps the page working with what it holds in memory
const storageThroughModule = [
  {
    selector: "CallExpression[callee.property.name='setItem']",
    message:
      'Write to the browser storage with writeJson or writeText of src/lib/storage: setItem throws when the quota is full',
  },
]
const countsThroughFormatter = [
  {
    selector: "CallExpression[callee.property.name='formatNumber']",
    message: 'Write a count with formatCount of src/i18n/format: Spanish data would write 5000 but 29.700',
  },
  {
    selector: "JSXOpeningElement[name.name='FormattedNumber']",
    message: 'Write a count with formatCount of src/i18n/format: Spanish data would write 5000 but 29.700',
  },
]
// Chromium's own file control says "Choose File / No file chosen" in English on a Spanish page (issue 24 item 6):
// every file input is the kit's FilePicker, the one file allowed to write it
const nativeFilePicker = [
  {
    selector:
      "JSXOpeningElement[name.name='input']:has(JSXAttribute[name.name='type'] > Literal[value='file'])",
    message: 'Use FilePicker of src/components/file-picker: the native file input shows English words',
  },
  {
    selector:
      "JSXOpeningElement[name.name='input']:has(JSXAttribute[name.name='type'] > JSXExpressionContainer > Literal[value='file'])",
    message: 'Use FilePicker of src/components/file-picker: the native file input shows English words',
  },
  {
    selector: "AssignmentExpression[left.property.name='type'][right.value='file']",
    message: 'Use FilePicker of src/components/file-picker: the native file input shows English words',
  },
]
const hrefFromGateOnly = [
  'error',
  {
    selector: `${HREF} > :not(Literal, TemplateLiteral, CallExpression[callee.name=/^(safeHref|externalUrl)$/], LogicalExpression[left.type='CallExpression'][left.callee.name=/^(safeHref|externalUrl)$/][right.type='Identifier'][right.name='undefined'])`,
    message: 'An href built from data goes through safeHref() or externalUrl() of src/lib/external-url',
  },
  {
    selector: `${HREF} > TemplateLiteral > TemplateElement:first-child[value.raw!=/^(#|\\x2F(?![\\x2F\\\\]))/]`,
    message: 'A template href is a path of this site: it starts with "/" (not "//" or "/\\") or "#"',
  },
]

// issue 24 "Bad input": a picture that fails to load shows the app's placeholder, not the broken-image icon
const picturesWithPlaceholder = [
  {
    selector: "JSXOpeningElement[name.name='img']",
    message: 'Show a picture with Picture or LazyImage of src/components: a missing one gets the placeholder',
  },
]

// A passive effect runs after the browser has painted, so after the member may have typed into what the commit
// showed: a form value changed there overwrites typing (the login's captcha answer was wiped this way in CI,
// stop 31; a typed login email before it). Form values change in event handlers or in useLayoutEffect.
const FORM_SETTER = '/^(setFieldValue|setValues|resetForm|setFieldTouched|setTouched)$/'
const noFormSettersInPassiveEffects = [
  {
    selector: `CallExpression[callee.name='useEffect'] CallExpression[callee.name=${FORM_SETTER}]`,
    message:
      'Do not change form values in useEffect: it runs after the member may have typed (use an event or useLayoutEffect)',
  },
  {
    selector: `CallExpression[callee.name='useEffect'] CallExpression[callee.property.name=${FORM_SETTER}]`,
    message:
      'Do not change form values in useEffect: it runs after the member may have typed (use an event or useLayoutEffect)',
  },
]

/** issue 25 item 4: a machine's I/O lives in its `<flow>.actors.ts`; tests give theirs with `.provide()`. */
const actorsInTheirModule = [
  {
    selector: 'CallExpression[callee.name=/^from(Promise|Callback|Observable|EventObservable|Transition)$/]',
    message: "Define a machine's actors in its <flow>.actors.ts, not inline in the machine (issue 25 item 4)",
  },
]

/** issue 25 item 4: a machine's context changes only through actions named in setup(), in every machine. */
const namedActionsOnly = [
  {
    selector:
      "CallExpression[callee.property.name='createMachine'] > ObjectExpression CallExpression[callee.name='assign']",
    message:
      'Name the action in setup({ actions }) and call it with params; no inline assign in the states (issue 25 item 4)',
  },
]

const noMocks = [['**/mocks/**'], 'Only src/main.tsx (dynamically) and tests may import mocks/']

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'dist-mock-http',
      'storybook-static',
      'node_modules',
      'src/api/schema.d.ts',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // react-hooks' React Compiler rules (every recommended rule but the two above) compile each file they see with
    // Babel: two thirds of the lint's time when they read all 1,500 files (issue 24, npm test under 15 minutes).
    // They read the files that can hold a component or a hook: .tsx, and .ts hooks named use-*.ts
    // (tests/unit/eslint-react-compiler.test.ts finds any other hook in a .ts file).
    files: REACT_CODE,
    ignores: ['**/*.test.tsx'],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/lib/**'],
    rules: restrict([
      [
        ['**/api/**', '**/machines/**', '**/features/**', '**/app/**', '**/components/**'],
        'src/lib is the bottom layer',
      ],
      noMocks,
    ]),
  },
  {
    // the service worker and its registration (issue 26 item 3): the request layer reads their constants
    files: ['src/pwa/**'],
    rules: restrict([
      [
        ['**/api/**', '**/machines/**', '**/features/**', '**/app/**', '**/components/**'],
        'The service worker and its registration know nothing of the app',
      ],
      noMocks,
    ]),
  },
  {
    files: ['src/api/**', 'src/schemas/**', 'src/i18n/**'],
    rules: restrict([
      [
        ['**/machines/**', '**/features/**', '**/app/**', '**/components/**'],
        'Imports flow one way: api below machines and views',
      ],
      noMocks,
    ]),
  },
  {
    files: ['machines/**'],
    rules: restrict([
      [
        ['**/features/**', '**/app/**', '**/components/**', 'react', 'react-dom'],
        'Machines hold logic and know no React',
      ],
      [['**/src/flows/*', '!**/src/flows/*.machine'], 'Machines build on the machines of src/flows only'],
      noMocks,
    ]),
  },
  {
    files: ['src/components/**'],
    rules: restrict([
      [
        ['**/features/**', '**/app/**', 'xstate', '@xstate/*'],
        'Shared UI is plain: no features, no machines',
      ],
      noMocks,
    ]),
  },
  // a flow read the same way by several features (its actor, selectors and props) lives once in src/flows
  {
    files: ['src/flows/**'],
    rules: restrict(
      [[['**/features/**', '**/app/**'], 'A shared flow knows no feature and no app layer'], noMocks],
      flowActorsOnly,
    ),
  },
  // a shared flow's machine (the paged list, the idempotent submit) is machine logic that machines/ build on:
  // it keeps the machines' rules, and machines/ may import only these files of src/flows, never its hooks;
  // the parts the paged-list machine composes (its list, selection and editor, and their types) keep them too
  {
    files: ['src/flows/*.machine.ts', 'src/flows/paged-list-*.ts', 'src/flows/paged-list.types.ts'],
    rules: restrict([
      [
        [
          '**/features/**',
          '**/app/**',
          '**/components/**',
          '**/machines/**',
          'react',
          'react-dom',
          '@xstate/react',
        ],
        'A shared flow machine holds logic only: no React, no screens, no flow of machines/',
      ],
      [['./use-*'], 'A shared flow machine knows no hook of src/flows'],
      noMocks,
    ]),
  },
  {
    files: ['src/features/**'],
    rules: restrict(
      [
        [['**/app/**'], 'Features do not import the app layer'],
        [
          ['../*/*', '!../../*'],
          'Features do not import each other: move shared pieces to src/components or src/lib',
        ],
        noMocks,
      ],
      flowActorsOnly,
    ),
  },
  // issue 25 item 4: every feature file but a route and its hooks is a view (parts, frames, forms, messages):
  // it gets plain props, so a machine's readers are the route and the machine's own module
  {
    files: ['src/features/**/*.ts', 'src/features/**/*.tsx'],
    ignores: [
      'src/features/**/*-route.tsx',
      'src/features/**/*-routes.tsx',
      'src/features/**/*-loader.ts',
      'src/features/**/use-*.ts',
      'src/features/**/use-*.tsx',
      'src/features/**/*.test.ts',
      'src/features/**/*.test.tsx',
    ],
    rules: restrict([
      [
        ['xstate', '@xstate/*', '**/api/client'],
        'Only routes (*-route.tsx, *-routes.tsx) and hooks (use-*.ts) run flows: no xstate, no I/O here',
      ],
      noMocks,
    ]),
  },
  {
    files: ['src/features/**/*-view.tsx', 'src/features/**/*-section.tsx'],
    rules: restrict([
      [
        ['xstate', '@xstate/*', '**/machines/**', '**/api/client'],
        'Views get plain props: no machines, no I/O',
      ],
      noMocks,
    ]),
  },
  {
    files: ['src/app/**'],
    rules: restrict([noMocks]),
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        ...hrefFromGateOnly,
        ...countsThroughFormatter,
        ...picturesWithPlaceholder,
        ...nativeFilePicker,
        ...noFormSettersInPassiveEffects,
        ...noDefaultMessageReads,
        ...storageThroughModule,
      ],
    },
  },
  {
    // the two homes of the <img> with its placeholder
    files: ['src/components/picture.tsx', 'src/components/lazy-image.tsx'],
    rules: {
      'no-restricted-syntax': [
        ...hrefFromGateOnly,
        ...countsThroughFormatter,
        ...nativeFilePicker,
        ...noFormSettersInPassiveEffects,
        ...noDefaultMessageReads,
        ...storageThroughModule,
      ],
    },
  },
  {
    // the one home of <input type="file">
    files: ['src/components/file-picker.tsx'],
    rules: {
      'no-restricted-syntax': [
        ...hrefFromGateOnly,
        ...countsThroughFormatter,
        ...picturesWithPlaceholder,
        ...noFormSettersInPassiveEffects,
        ...noDefaultMessageReads,
        ...storageThroughModule,
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'machines/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...countsThroughFormatter,
        ...nativeFilePicker,
        ...noFormSettersInPassiveEffects,
        ...noDefaultMessageReads,
        ...storageThroughModule,
      ],
    },
  },
  {
    // the mock runs in mock builds, which keep defaultMessage
    files: ['mocks/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...countsThroughFormatter,
        ...nativeFilePicker,
        ...noFormSettersInPassiveEffects,
      ],
    },
  },
  {
    // the shared blocks build their actors from the operations each flow hands them
    files: ['machines/**/*.machine.ts', 'src/**/*.machine.ts'],
    ignores: ['**/*.test.ts', 'src/flows/paged-list.machine.ts', 'src/flows/idempotent-submit.machine.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...countsThroughFormatter,
        ...nativeFilePicker,
        ...noFormSettersInPassiveEffects,
        ...noDefaultMessageReads,
        ...storageThroughModule,
        ...actorsInTheirModule,
        ...namedActionsOnly,
      ],
    },
  },
  {
    files: ['src/main.tsx'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [
      'mocks/**',
      'tests/**',
      'scripts/**',
      'stories/**',
      '**/*.test.{ts,tsx}',
      '*.config.{ts,js}',
      '.storybook/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // tests run against the mock backend by design
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'stories/**'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright fixtures call their callback `use`, which is not a React hook
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
