import { remoteConfig } from '../build/remote-config';

export default remoteConfig(__dirname);
