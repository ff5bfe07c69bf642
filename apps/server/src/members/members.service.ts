/** Platform members: a read with no rules of its own, straight from the repository. */
export { listMembers } from './members.repository.ts';
