// Finds every message argument that receives a number but is written plainly, `{x}` (issue 24 item 6): react-intl
// prints such an argument with String(), "5000", while `{x, number}` is grouped by src/i18n/group-numbers.ts.
// It reads the code with TypeScript's checker: for each formatMessage(descriptor, values) and
// <FormattedMessage … values={…}>, the descriptor's id (a literal type, thanks to src/lib/intl's defineMessages)
// and the type of each value. Used by src/i18n/numeric-args.test.ts.
import ts from 'typescript'

export interface NumericArgument {
  id: string
  argument: string
  file: string
  line: number
  /** what the call passes: a number, a string (already formatted text), or something else */
  kind: 'number' | 'string' | 'other'
}

const NUMBER_FLAGS = ts.TypeFlags.NumberLike

function isNumeric(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.some(isNumeric)
  return (type.flags & NUMBER_FLAGS) !== 0
}

function isText(type: ts.Type): boolean {
  if (type.isUnion())
    return type.types.every(
      (part) => isText(part) || (part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) !== 0,
    )
  return (type.flags & ts.TypeFlags.StringLike) !== 0
}

function idOf(checker: ts.TypeChecker, node: ts.Expression): string[] {
  const type = checker.getTypeAtLocation(node)
  const ids: string[] = []
  for (const part of type.isUnion() ? type.types : [type]) {
    const id = part.getProperty('id')
    if (!id) continue
    const idType = checker.getTypeOfSymbolAtLocation(id, node)
    for (const t of idType.isUnion() ? idType.types : [idType]) if (t.isStringLiteral()) ids.push(t.value)
  }
  return ids
}

/**
 * Every (message id, argument) pair of every call, with what it passes and where it happens: a number must meet
 * `{x, number}`, and a string must not (Intl would parse "5.000" as 5).
 */
export function messageArguments(root: string): NumericArgument[] {
  const configPath = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json')!
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  )!
  const files = config.fileNames.filter((f) => /\/(src|mocks)\//.test(f) && !/\.test\.tsx?$/.test(f))
  const program = ts.createProgram(files, config.options)
  const checker = program.getTypeChecker()
  const found: NumericArgument[] = []
  const record = (descriptor: ts.Expression, values: ts.Expression, source: ts.SourceFile) => {
    if (!ts.isObjectLiteralExpression(values)) return
    const ids = idOf(checker, descriptor)
    for (const property of values.properties) {
      if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue
      const name = property.name.getText(source)
      const type = ts.isPropertyAssignment(property)
        ? checker.getTypeAtLocation(property.initializer)
        : checker.getTypeAtLocation(property.name)
      const kind = isNumeric(type) ? 'number' : isText(type) ? 'string' : 'other'
      const line = source.getLineAndCharacterOfPosition(property.getStart(source)).line + 1
      for (const id of ids)
        found.push({ id, argument: name, file: source.fileName.slice(root.length + 1), line, kind })
    }
  }
  for (const source of program.getSourceFiles()) {
    if (!files.includes(source.fileName)) continue
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'formatMessage' &&
        node.arguments.length >= 2
      )
        record(node.arguments[0]!, node.arguments[1]!, source)
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        if (node.tagName.getText(source) === 'FormattedMessage') {
          let descriptor: ts.Expression | null = null
          let values: ts.Expression | null = null
          for (const attribute of node.attributes.properties) {
            if (ts.isJsxSpreadAttribute(attribute)) descriptor = attribute.expression
            else if (attribute.name.getText(source) === 'values' && attribute.initializer)
              values =
                ts.isJsxExpression(attribute.initializer) && attribute.initializer.expression
                  ? attribute.initializer.expression
                  : null
          }
          if (descriptor && values) record(descriptor, values, source)
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

/** The pairs that receive a number. */
export const numericArguments = (root: string) =>
  messageArguments(root).filter((argument) => argument.kind === 'number')
