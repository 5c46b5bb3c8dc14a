import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { describeWithRedis } from '../../test/support/test-app.ts';
import { type BusEvent, createMemoryEventBus, createRedisEventBus, type EventBus } from './event-bus.ts';

/** The events `topic` gets on `bus`, collected as they come. */
function collect(bus: EventBus, topic: string) {
  const events: BusEvent[] = [];
  const unsubscribe = bus.subscribe(topic, (event) => events.push(event));
  return { events, unsubscribe };
}

const until = async (check: () => boolean) => {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 5_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

function busContract(name: string, makePair: () => Promise<{ publisher: EventBus; subscriber: EventBus }>) {
  describe(name, () => {
    let opened: EventBus[] = [];
    afterEach(async () => {
      for (const bus of opened) await bus.close();
      opened = [];
    });
    const pair = async () => {
      const made = await makePair();
      opened = [...new Set([made.publisher, made.subscriber])];
      return made;
    };

    it('delivers an event to every subscriber of its topic and to no other topic', async () => {
      const { publisher, subscriber } = await pair();
      const first = collect(subscriber, 'user:1');
      const second = collect(subscriber, 'user:1');
      const other = collect(subscriber, 'user:2');
      await subscriber.ready();
      await publisher.publish('user:1', { ids: [7] });
      await until(() => first.events.length === 1 && second.events.length === 1);
      await settle();
      expect(first.events).toEqual([{ ids: [7] }]);
      expect(other.events).toEqual([]);
    });

    it('stops delivering to a subscriber that unsubscribed, and keeps delivering to the rest', async () => {
      const { publisher, subscriber } = await pair();
      const leaving = collect(subscriber, 'company:3');
      const staying = collect(subscriber, 'company:3');
      await subscriber.ready();
      leaving.unsubscribe();
      await publisher.publish('company:3', { n: 1 });
      await until(() => staying.events.length === 1);
      staying.unsubscribe();
      await subscriber.ready();
      await publisher.publish('company:3', { n: 2 });
      await settle();
      expect(leaving.events).toEqual([]);
      expect(staying.events).toEqual([{ n: 1 }]);
    });

    it('keeps delivering to the others when one handler throws', async () => {
      const { publisher, subscriber } = await pair();
      subscriber.subscribe('t', () => {
        throw new Error('boom');
      });
      const fine = collect(subscriber, 't');
      await subscriber.ready();
      await publisher.publish('t', { ok: true });
      await until(() => fine.events.length === 1);
    });
  });
}

busContract('the in-process event bus', async () => {
  const bus = createMemoryEventBus();
  return { publisher: bus, subscriber: bus };
});

describeWithRedis('the event bus across instances', (url) => {
  const connections: Redis[] = [];
  afterEach(async () => {
    for (const connection of connections.splice(0)) await connection.quit();
  });
  // Two buses on two connections with one prefix stand for two server instances sharing one Redis.
  busContract('the Redis event bus', async () => {
    const prefix = `irama-test:${randomBytes(6).toString('hex')}:`;
    const a = new Redis(url);
    const b = new Redis(url);
    connections.push(a, b);
    return { publisher: createRedisEventBus(a, prefix), subscriber: createRedisEventBus(b, prefix) };
  });

  it('keeps deployments with different prefixes apart', async () => {
    const a = new Redis(url);
    const b = new Redis(url);
    connections.push(a, b);
    const one = createRedisEventBus(a, 'irama-test:one:');
    const two = createRedisEventBus(b, 'irama-test:two:');
    const heard = collect(two, 'user:1');
    await two.ready();
    await one.publish('user:1', { ids: [1] });
    await settle();
    expect(heard.events).toEqual([]);
    await one.close();
    await two.close();
  });
});
