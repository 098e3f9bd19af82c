import { Slide, ToastContainer } from 'react-toastify';

export default function ToastArea() {
  return <ToastContainer position="top-right" autoClose={4000} transition={Slide} newestOnTop closeOnClick />;
}
