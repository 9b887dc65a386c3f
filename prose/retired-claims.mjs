// A markdownlint rule: a guide line that states behaviour the platform was decided not to have. Each claim in the
// configuration names the pattern of the retired wording and the decision that retired it, which the finding quotes.

/** @type {import('markdownlint').Rule} */
export default {
  names: ['retired-claims'],
  description: 'States behaviour that the API document, the CLI model or the Device SDK contradicts',
  tags: ['prose'],
  parser: 'none',
  function: (params, onError) => {
    const claims = (params.config.claims ?? []).map(({pattern, flags, because}) => ({
      pattern: new RegExp(pattern, flags),
      because,
    }));
    params.lines.forEach((line, index) => {
      for (const {pattern, because} of claims) {
        const found = pattern.exec(line);
        if (found) onError({lineNumber: index + 1, detail: because, context: found[0]});
      }
    });
  },
};
