import { runGroup } from './groups';

runGroup(6);
