export default {
  async fetch(): Promise<Response> {
    return new Response("ok");
  },
};
export class UsageMeter {}
export class EmbedSession {}
