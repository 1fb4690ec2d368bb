import { runGroup } from './groups';

runGroup(2);
