// The API theme fills an `apiKey` scheme's header with the placeholder `<header name>`, so the
// DeviceToken scheme (an Authorization header) shows up in samples as `Authorization: <Authorization>`.
// Devices send `Authorization: DeviceToken <token>`; this puts that form in the request before a
// generator writes the sample.
const THEME_PLACEHOLDER = '<Authorization>';
const DEVICE_TOKEN_PLACEHOLDER = 'DeviceToken <token>';

function showDeviceTokenScheme(request) {
  request.headers.each((header) => {
    if (header.key.toLowerCase() === 'authorization' && header.value === THEME_PLACEHOLDER) {
      header.value = DEVICE_TOKEN_PLACEHOLDER;
    }
  });
  return request;
}

/** A code generator whose samples show the DeviceToken scheme as devices send it. */
function withDeviceTokenScheme(generator) {
  return {
    ...generator,
    convert: (request, options, callback) =>
      generator.convert(showDeviceTokenScheme(request), options, callback),
  };
}

module.exports = {withDeviceTokenScheme, DEVICE_TOKEN_PLACEHOLDER};
