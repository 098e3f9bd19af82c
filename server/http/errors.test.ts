import { Failure, type FailureKind } from '../services/failures';
import { describeError, HttpError, STATUS_OF_FAILURE } from './errors';

test.each(Object.entries(STATUS_OF_FAILURE) as Array<[FailureKind, number]>)(
  "a rule's '%s' refusal is answered %i with its own message",
  (kind, status) => {
    expect(describeError(new Failure(kind, 'A message for the visitor'))).toEqual({ status, message: 'A message for the visitor' });
  },
);

test('the plumbing keeps its own statuses', () => {
  expect(describeError(new HttpError(416, 'Range Not Satisfiable'))).toEqual({ status: 416, message: 'Range Not Satisfiable' });
});
