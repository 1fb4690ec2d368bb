/** Sends a text message. The console provider serves development and tests; real gateways plug in behind this. */
export abstract class SmsProvider {
  abstract send(to: string, text: string): Promise<void>;
}
