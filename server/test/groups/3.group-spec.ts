import { runGroup } from './groups';

runGroup(3);
