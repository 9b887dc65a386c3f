// A loader for the route props of the guides' docs instance. The props of the version's
// root route hold `version.docs`, the index of its pages; the rest pass through untouched.
function withoutDocIndex(source) {
  const props = JSON.parse(source);
  if (!props.version || !props.version.docs) return source;
  props.version.docs = {};
  return JSON.stringify(props);
}

module.exports = withoutDocIndex;
module.exports.withoutDocIndex = withoutDocIndex;
