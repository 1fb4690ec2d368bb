import { runGroup } from './groups';

runGroup(7);
