import { runGroup } from './groups';

runGroup(4);
