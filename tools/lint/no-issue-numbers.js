// ESLint rule: a comment says why, not which issue or work session asked for it. An issue number
// means nothing to a reader of the code once the tracker moves on; the reason belongs in the
// comment, and the history in CHANGELOG.md and docs/decisions/. A link to another project's issue
// (a URL) is fine: it is found by address, not by a bare number.
export const issueReference = /\b[Ii]ssues? #?\d+|\b[Ss]ession \d+/;

export default {
  meta: {
    type: 'suggestion',
    schema: [],
    docs: { description: 'no issue or session numbers in comments' },
    messages: {
      reference:
        'Comment cites "{{found}}": say why instead (or point to a docs/ section by name); history goes to CHANGELOG.md.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = issueReference.exec(comment.value);
          if (match) context.report({ loc: comment.loc, messageId: 'reference', data: { found: match[0] } });
        }
      },
    };
  },
};
