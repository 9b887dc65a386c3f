//! Public surface of the Rust Device SDK (crate `spotflow` 0.8.1), for compiling the guides' samples offline.
//!
//! Written from `spotflow/src/` in the public repository spotflow-io/device-sdk (the commits that still hold the
//! SDK tree): the exported types, their public fields, methods and trait bounds. The bodies do nothing; items the
//! SDK hides from its documentation (cloud-to-device messages, method handlers, sites) are left out.
#![allow(unused_variables)]

use std::panic::RefUnwindSafe;
use std::path::Path;

use anyhow::Result;
use chrono::{DateTime, Utc};

/// Checks whether a signal asked the process to stop. `Send + Sync` since 0.7.0.
pub trait ProcessSignalsSource: Send + Sync {
    fn check_signals(&self) -> Result<()>;
}

#[derive(Clone, Debug)]
pub struct ProvisioningOperation {
    pub id: String,
    pub verification_code: String,
    pub expiration_time: DateTime<Utc>,
}

pub trait ProvisioningOperationDisplayHandler {
    fn display(&self, provisioning_operation: &ProvisioningOperation) -> Result<()>;
}

#[derive(Clone, Debug)]
pub struct DesiredProperties {
    pub version: u64,
    /// The properties as a JSON document.
    pub values: String,
}

/// Called on an SDK thread, hence the bounds.
pub trait DesiredPropertiesUpdatedCallback: Send + Sync + RefUnwindSafe {
    fn properties_updated(&self, properties: DesiredProperties) -> Result<()>;
}

#[derive(Clone, Debug)]
pub enum Compression {
    Fastest,
    SmallestSize,
}

#[derive(Clone, Debug, Default)]
pub struct MessageContext {
    stream_group: Option<String>,
    stream: Option<String>,
    compression: Option<Compression>,
}

impl MessageContext {
    pub fn new(stream_group: Option<String>, stream: Option<String>) -> Self {
        MessageContext { stream_group, stream, compression: None }
    }
    pub fn stream_group(&self) -> Option<&str> {
        self.stream_group.as_deref()
    }
    pub fn set_stream_group(&mut self, stream_group: Option<String>) {
        self.stream_group = stream_group;
    }
    pub fn stream(&self) -> Option<&str> {
        self.stream.as_deref()
    }
    pub fn set_stream(&mut self, stream: Option<String>) {
        self.stream = stream;
    }
    pub fn compression(&self) -> Option<Compression> {
        self.compression.clone()
    }
    pub fn set_compression(&mut self, compression: Option<Compression>) {
        self.compression = compression;
    }
}

pub struct DeviceClientBuilder {
    _private: (),
}

impl DeviceClientBuilder {
    pub fn new(device_id: Option<String>, provisioning_token: String, database_file: impl AsRef<Path>) -> Self {
        DeviceClientBuilder { _private: () }
    }
    pub fn with_instance(self, instance: String) -> DeviceClientBuilder {
        self
    }
    pub fn with_display_provisioning_operation_callback(
        self,
        callback: Box<dyn ProvisioningOperationDisplayHandler>,
    ) -> DeviceClientBuilder {
        self
    }
    pub fn with_desired_properties_updated_callback(
        self,
        callback: Box<dyn DesiredPropertiesUpdatedCallback>,
    ) -> DeviceClientBuilder {
        self
    }
    pub fn with_signals_source(self, signals_src: Box<dyn ProcessSignalsSource>) -> Self {
        self
    }
    pub fn with_remote_access_allowed_for_all_ports(self) -> Self {
        self
    }
    pub fn build(self) -> Result<DeviceClient> {
        unimplemented!("a stub for compiling samples")
    }
}

#[derive(Clone)]
pub struct DeviceClient {
    _private: (),
}

impl DeviceClient {
    pub fn workspace_id(&self) -> Result<String> {
        unimplemented!()
    }
    pub fn device_id(&self) -> Result<String> {
        unimplemented!()
    }
    pub fn enqueue_message(
        &self,
        message_context: &MessageContext,
        batch_id: Option<String>,
        message_id: Option<String>,
        payload: Vec<u8>,
    ) -> Result<()> {
        unimplemented!()
    }
    pub fn enqueue_message_advanced(
        &self,
        message_context: &MessageContext,
        batch_id: Option<String>,
        batch_slice_id: Option<String>,
        message_id: Option<String>,
        chunk_id: Option<String>,
        payload: Vec<u8>,
    ) -> Result<()> {
        unimplemented!()
    }
    pub fn enqueue_batch_completion(&self, message_context: &MessageContext, batch_id: String) -> Result<()> {
        unimplemented!()
    }
    pub fn enqueue_message_completion(
        &self,
        message_context: &MessageContext,
        batch_id: String,
        message_id: String,
    ) -> Result<()> {
        unimplemented!()
    }
    pub fn send_message(
        &self,
        message_context: &MessageContext,
        batch_id: Option<String>,
        message_id: Option<String>,
        payload: Vec<u8>,
    ) -> Result<()> {
        unimplemented!()
    }
    pub fn send_message_advanced(
        &self,
        message_context: &MessageContext,
        batch_id: Option<String>,
        batch_slice_id: Option<String>,
        message_id: Option<String>,
        chunk_id: Option<String>,
        payload: Vec<u8>,
    ) -> Result<()> {
        unimplemented!()
    }
    pub fn pending_messages_count(&self) -> Result<usize> {
        unimplemented!()
    }
    pub fn wait_enqueued_messages_sent(&self) -> Result<()> {
        unimplemented!()
    }
    pub fn desired_properties(&self) -> Result<DesiredProperties> {
        unimplemented!()
    }
    pub fn desired_properties_if_newer(&self, version: u64) -> Option<DesiredProperties> {
        unimplemented!()
    }
    /// `properties` is a JSON document.
    pub fn update_reported_properties(&self, properties: &str) -> Result<()> {
        unimplemented!()
    }
    pub fn any_pending_reported_properties_updates(&self) -> Result<bool> {
        unimplemented!()
    }
}
