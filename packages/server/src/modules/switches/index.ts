// What other modules (and the app's route guard) may use of the switches: reading one, and turning
// one as staff do (the demo seed).
export { isSwitchOn, type SwitchActor, setSwitch } from './switches.service.ts';
