import type { ValidationIssue } from '@casino/contracts';
import type { z } from 'zod';

/** Zod issues as the client sees them: `eventList.0.event` style paths, one message each. */
export function toIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
