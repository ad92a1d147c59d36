// Types of the comment rule (no-issue-numbers.js is plain JS so eslint.config.js can load it).
import type { Rule } from 'eslint';

export declare const issueReference: RegExp;
declare const rule: Rule.RuleModule;
export default rule;
