/*
 * Declarations of the C Device SDK (spotflow-c 2.2.1), for compiling the guides' samples with gcc.
 *
 * Written from the exported functions, types and constants of `spotflow-c/src/` in the public repository
 * spotflow-io/device-sdk (the commits that still hold `spotflow-c/`), named as its cbindgen.toml renames
 * them. Functions the SDK keeps private (no `pub`) are left out, so a sample that calls one fails here.
 */
#ifndef SPOTFLOW_SDK_STUB_H
#define SPOTFLOW_SDK_STUB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SPOTFLOW_DEVICE_ID_MAX_LENGTH 128
#define SPOTFLOW_WORKSPACE_ID_MAX_LENGTH 37
#define SPOTFLOW_ERROR_MAX_LENGTH 1024
#define SPOTFLOW_PROPERTIES_VERSION_ANY 0

typedef struct spotflow_client_t spotflow_client_t;
typedef struct spotflow_client_options_t spotflow_client_options_t;
typedef struct spotflow_message_context_t spotflow_message_context_t;

typedef enum spotflow_result_t {
    SPOTFLOW_OK = 0,
    SPOTFLOW_ERROR,
    SPOTFLOW_INSUFFICIENT_BUFFER,
    SPOTFLOW_NOT_READY,
} spotflow_result_t;

typedef enum spotflow_log_level_t {
    SPOTFLOW_LOG_OFF = 0,
    SPOTFLOW_LOG_ERROR = 1,
    SPOTFLOW_LOG_WARN = 2,
    SPOTFLOW_LOG_INFO = 3,
    SPOTFLOW_LOG_DEBUG = 4,
    SPOTFLOW_LOG_TRACE = 5,
} spotflow_log_level_t;

typedef enum spotflow_compression_t {
    SPOTFLOW_COMPRESSION_NONE = 0,
    SPOTFLOW_COMPRESSION_FASTEST,
    SPOTFLOW_COMPRESSION_SMALLEST_SIZE,
} spotflow_compression_t;

/* Valid only while the display callback runs; the SDK owns the strings. */
typedef struct spotflow_provisioning_operation_t {
    const char* id;
    const char* verification_code;
    const char* expiration_time; /* RFC 3339 */
} spotflow_provisioning_operation_t;

typedef void (*spotflow_display_provisioning_operation_callback_t)(
    const spotflow_provisioning_operation_t* operation, void* context);

typedef void (*spotflow_desired_properties_updated_callback_t)(
    const char* desired_properties, uint64_t version, void* context);

spotflow_result_t spotflow_set_log_level(spotflow_log_level_t level);

/* Returns the bytes written including the trailing NUL, 0 without an error, -1 on a bad buffer. */
int spotflow_read_last_error_message(char* buffer, size_t buffer_length);

spotflow_result_t spotflow_client_options_create(spotflow_client_options_t** options, const char* device_id,
                                                 const char* provisioning_token, const char* database_file);
spotflow_result_t spotflow_client_options_set_database_file(spotflow_client_options_t* options,
                                                            const char* database_file);
spotflow_result_t spotflow_client_options_set_provisioning_token(spotflow_client_options_t* options,
                                                                 const char* provisioning_token);
spotflow_result_t spotflow_client_options_set_device_id(spotflow_client_options_t* options, const char* device_id);
spotflow_result_t spotflow_client_options_set_instance(spotflow_client_options_t* options, const char* instance);
spotflow_result_t spotflow_client_options_set_display_provisioning_operation_callback(
    spotflow_client_options_t* options, spotflow_display_provisioning_operation_callback_t callback, void* context);
spotflow_result_t spotflow_client_options_set_desired_properties_updated_callback(
    spotflow_client_options_t* options, spotflow_desired_properties_updated_callback_t callback, void* context);
spotflow_result_t spotflow_client_options_set_remote_access_allowed_for_all_ports(spotflow_client_options_t* options);
void spotflow_client_options_destroy(spotflow_client_options_t* options);

spotflow_result_t spotflow_client_start(spotflow_client_t** client, const spotflow_client_options_t* options);
void spotflow_client_destroy(spotflow_client_t* client);

spotflow_result_t spotflow_message_context_create(spotflow_message_context_t** message_context,
                                                  const char* stream_group, const char* stream);
spotflow_result_t spotflow_message_context_set_stream_group(spotflow_message_context_t* message_context,
                                                            const char* stream_group);
spotflow_result_t spotflow_message_context_set_stream(spotflow_message_context_t* message_context,
                                                      const char* stream);
spotflow_result_t spotflow_message_context_set_compression(spotflow_message_context_t* message_context,
                                                           spotflow_compression_t compression);
void spotflow_message_context_destroy(spotflow_message_context_t* message_context);

spotflow_result_t spotflow_client_send_message(spotflow_client_t* client,
                                               const spotflow_message_context_t* message_context,
                                               const char* batch_id, const char* message_id, const uint8_t* buffer,
                                               size_t length);
spotflow_result_t spotflow_client_send_message_advanced(spotflow_client_t* client,
                                                        const spotflow_message_context_t* message_context,
                                                        const char* batch_id, const char* batch_slice_id,
                                                        const char* message_id, const char* chunk_id,
                                                        const uint8_t* buffer, size_t length);
spotflow_result_t spotflow_client_enqueue_message(spotflow_client_t* client,
                                                  const spotflow_message_context_t* message_context,
                                                  const char* batch_id, const char* message_id,
                                                  const uint8_t* buffer, size_t length);
spotflow_result_t spotflow_client_enqueue_message_advanced(spotflow_client_t* client,
                                                           const spotflow_message_context_t* message_context,
                                                           const char* batch_id, const char* batch_slice_id,
                                                           const char* message_id, const char* chunk_id,
                                                           const uint8_t* buffer, size_t length);
spotflow_result_t spotflow_client_enqueue_batch_completion(spotflow_client_t* client,
                                                           const spotflow_message_context_t* message_context,
                                                           const char* batch_id);
spotflow_result_t spotflow_client_enqueue_message_completion(spotflow_client_t* client,
                                                             const spotflow_message_context_t* message_context,
                                                             const char* batch_id, const char* message_id);
spotflow_result_t spotflow_client_wait_enqueued_messages_sent(spotflow_client_t* client);
spotflow_result_t spotflow_client_get_pending_messages_count(const spotflow_client_t* client, size_t* count);

spotflow_result_t spotflow_client_get_workspace_id(const spotflow_client_t* client, char* buffer,
                                                   size_t buffer_length);
spotflow_result_t spotflow_client_get_device_id(const spotflow_client_t* client, char* buffer,
                                                size_t buffer_length);

/* properties_length receives the JSON length including the NUL (0 when nothing newer exists). */
spotflow_result_t spotflow_client_get_desired_properties(spotflow_client_t* client, char* buffer,
                                                         size_t buffer_length, size_t* properties_length,
                                                         uint64_t* properties_version);
spotflow_result_t spotflow_client_get_desired_properties_if_newer(spotflow_client_t* client, uint64_t version,
                                                                  char* buffer, size_t buffer_length,
                                                                  size_t* properties_length,
                                                                  uint64_t* properties_version);
spotflow_result_t spotflow_client_update_reported_properties(const spotflow_client_t* client,
                                                             const char* properties);
spotflow_result_t spotflow_client_get_any_pending_reported_properties_updates(const spotflow_client_t* client,
                                                                              bool* any);

#endif
