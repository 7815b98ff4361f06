// The web never does money arithmetic in binary floats (DESIGN "Money"): amounts are priced by common/pricing and
// common/money. A lint-like check over src/, on the TypeScript syntax tree:
//   - no import of decimal.js: the web reaches decimals only through common/ (one module, one rounding);
//   - no + − × ÷ % (nor += …) whose operand is named as money (price, amount, tax, GST, discount, MRP, fee…),
//     looked for through parentheses, `??`, Number(…) and Math.*(…).
// It goes by names, so it is a tripwire, not a proof: `const x = item.tradePrice; x * 2` passes. Counting (quantities,
// lots, pages) is not money and stays plain arithmetic.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const MONEY_WORDS = new Set([
  "price", "prices", "amount", "amounts", "tax", "taxes", "gst", "discount", "discounts", "disc", "mrp", "cost", "costs",
  "fee", "fees", "charge", "charges", "subtotal", "gross", "grand", "paid", "refund", "refunds", "balance", "money", "cash",
]);
const ARITHMETIC = new Set([
  ts.SyntaxKind.PlusToken, ts.SyntaxKind.MinusToken, ts.SyntaxKind.AsteriskToken, ts.SyntaxKind.SlashToken, ts.SyntaxKind.PercentToken,
  ts.SyntaxKind.PlusEqualsToken, ts.SyntaxKind.MinusEqualsToken, ts.SyntaxKind.AsteriskEqualsToken, ts.SyntaxKind.SlashEqualsToken,
]);
const PASS_THROUGH = new Set([ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken]);

/** "tradePriceAfterGST" → trade, price, after, gst. */
const wordsOf = (name: string) => name.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|[^A-Za-z0-9]+/).map((word) => word.toLowerCase());
export const isMoneyName = (name: string) => wordsOf(name).some((word) => MONEY_WORDS.has(word));

/** The names an operand's value comes from. */
function namesIn(node: ts.Expression): string[] {
  if (ts.isIdentifier(node)) return [node.text];
  if (ts.isPropertyAccessExpression(node)) return [node.name.text];
  if (ts.isElementAccessExpression(node)) return ts.isStringLiteral(node.argumentExpression) ? [node.argumentExpression.text] : [];
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return namesIn(node.expression);
  if (ts.isPrefixUnaryExpression(node)) return namesIn(node.operand);
  if (ts.isConditionalExpression(node)) return [...namesIn(node.whenTrue), ...namesIn(node.whenFalse)];
  if (ts.isBinaryExpression(node) && (PASS_THROUGH.has(node.operatorToken.kind) || ARITHMETIC.has(node.operatorToken.kind))) {
    return [...namesIn(node.left), ...namesIn(node.right)];
  }
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText();
    if (callee === "Number" || callee === "parseFloat" || callee.startsWith("Math.")) return node.arguments.flatMap(namesIn);
  }
  return [];
}

const isText = (node: ts.Expression) => ts.isStringLiteral(node) || ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** Each place in one file's source where money is computed in floats, or decimal.js is imported. */
export function moneyProblems(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const problems: string[] = [];
  const report = (node: ts.Node, why: string) => problems.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${why}: ${node.getText()}`);
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === "decimal.js") {
      report(node, "decimal.js imported outside common/ (use common/money)");
    } else if (ts.isBinaryExpression(node) && ARITHMETIC.has(node.operatorToken.kind)) {
      const concatenation = node.operatorToken.kind === ts.SyntaxKind.PlusToken && (isText(node.left) || isText(node.right));
      const money = [...namesIn(node.left), ...namesIn(node.right)].filter(isMoneyName);
      if (!concatenation && money.length > 0) {
        report(node, `float arithmetic on ${money.join(", ")} (price it with common/pricing or common/money)`);
        return; // one report for the whole expression
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("money in the web app (src/)", () => {
  it("finds float arithmetic on money, and leaves counting and text alone", () => {
    const sample = [
      'import Decimal from "decimal.js";',
      "const line = item.tradePrice * qty;",
      "total += row.gstAmount;",
      "const sum = lines.reduce((acc, line) => acc + (line.discValue ?? 0), 0);",
      "const rounded = Math.round(Number(order.totalAmount) * 100) / 100;",
      "const packs = item.receivedQuantity + item.foc;",
      'const label = "PKR " + price;',
      "const pages = Math.ceil(total / pageSize);",
    ].join("\n");
    const found = moneyProblems("sample.ts", sample).map((problem) => problem.split(":")[1]);
    expect(found).toEqual(["1", "2", "3", "4", "5"]);
    expect(isMoneyName("tradePriceAfterApplyingGst")).toBe(true);
    expect(isMoneyName("MRP")).toBe(true);
    expect(isMoneyName("totalCount")).toBe(false);
  });

  it("src/ prices money only through common/ and never imports decimal.js", () => {
    const root = join(__dirname, "../../..");
    const problems = sourceFiles(join(root, "src")).flatMap((path) => moneyProblems(relative(root, path), readFileSync(path, "utf8")));
    expect(problems).toEqual([]);
  });
});
