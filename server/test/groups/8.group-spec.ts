import { runGroup } from './groups';

runGroup(8);
