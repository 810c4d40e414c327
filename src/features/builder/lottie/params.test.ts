import { describe, expect, it } from 'vitest';
import { frameAt, readParams } from './params';

describe("[ux_lottie]'s parameters", () => {
  it("reads what Flatsome prints, with its defaults; nothing for malformed JSON or an address that is not one", () => {
    const printed = '{"src":"https:\\/\\/assets7.lottiefiles.com\\/packages\\/lf20_wcq4npki.json","loop":true,"autoplay":false,"controls":false,"speed":"1.5","direction":-1,"trigger":"hover","mouseout":"reverse","start":10,"end":90,"scrollActionType":"seek","visibilityStart":0,"visibilityEnd":100,"id":"ux-lottie-1"}';
    expect(readParams(printed)).toEqual({
      src: 'https://assets7.lottiefiles.com/packages/lf20_wcq4npki.json',
      loop: true,
      autoplay: false,
      controls: false,
      speed: 1.5,
      direction: -1,
      trigger: 'hover',
      mouseout: 'reverse',
      start: 10,
      end: 90,
      scrollActionType: 'seek',
      visibilityStart: 0,
      visibilityEnd: 100,
      id: 'ux-lottie-1',
    });
    expect(readParams('{"src":"/wp-content/uploads/a.json"}')?.src).toBe('/wp-content/uploads/a.json');
    expect(readParams('{"src":"data:application/json,{}"}')).toBeUndefined();
    expect(readParams('{"src":""}')).toBeUndefined();
    expect(readParams('{"src":"javascript:alert(1)"}')).toBeUndefined();
    expect(readParams('{src')).toBeUndefined();
    expect(readParams(undefined)).toBeUndefined();
    expect(readParams('null')).toBeUndefined();
    expect(readParams('{"src":"//cdn.example/a.json","speed":"x"}')).toMatchObject({ speed: 1, loop: true, autoplay: true, start: 0, end: 100, trigger: '' });
  });

  it("turns percentages into frames as Flatsome's behaviour does", () => {
    expect([frameAt(0, 5, 65), frameAt(100, 5, 65), frameAt(50, 5, 65), frameAt(33, 0, 60), frameAt(10, 0, 59.5)]).toEqual([5, 65, 35, 20, 6]);
  });
});
